import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Issue 21 (docs/operations.md Start and stop): closing, the server stops
 * accepting connections, closes the idle ones, answers a new request on an
 * open one with 503 (Fastify's return503OnClosing) and waits for those in
 * flight. The connection of a request in flight would then stay open, idle,
 * until its keep-alive timeout (72 s) and hold the close past
 * close-with-grace's 10 s: an answer sent while closing says Connection:
 * close, so its connection ends with it.
 */
export default fp(
  async function gracefulClose(app: FastifyInstance) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('Connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
