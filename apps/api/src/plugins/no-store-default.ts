import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `Cache-Control: no-store` on every response that does not set its own
 * policy, so a personal answer (/Token, account and profile reads, errors
 * naming a customer) is never kept by a browser or a shared cache unless a
 * route says it may be: public catalogue reads set theirs through the read
 * cache, static files and the app shell through web-app.ts.
 */
export default fp(
  async function noStoreDefault(app: FastifyInstance) {
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'no-store-default' },
);
