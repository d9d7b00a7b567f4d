import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@labstore/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import categoriesRoutes from './catalogue/categories.routes';
import type { AppConfig } from './config';
import contentRoutes from './content/content.routes';
import healthRoutes from './health/health.routes';
import databasePlugin from './plugins/database';
import errorHandler from './plugins/error-handler';
import httpsRedirect from './plugins/https-redirect';
import openapi from './plugins/openapi';
import webApp from './plugins/web-app';
import statesRoutes from './states/states.routes';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID_HEADER = 'x-request-id';

/** Builds the whole app, plugins first and then features; never listens (STYLE.md). */
export async function buildApp({ config, database, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    disableRequestLogging: config.NODE_ENV === 'test',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(errorHandler);
  await app.register(databasePlugin, { database });
  if (config.TRUST_PROXY) await app.register(httpsRedirect);
  await app.register(openapi);

  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(statesRoutes);
  await app.register(categoriesRoutes);

  await app.register(webApp, { distDir: config.WEB_DIST_DIR, isProduction: config.NODE_ENV === 'production' });
  return app;
}
