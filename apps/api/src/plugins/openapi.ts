import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI at /docs, generated from the same zod schemas that validate requests. */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'labstore API', description: 'Online store for laboratory tests', version: '1.0.0' },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  },
  { name: 'openapi' },
);
