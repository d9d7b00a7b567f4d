import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

// spec/01 4 Transport: http is redirected to https except on localhost. The
// scheme is only known behind a proxy that sets X-Forwarded-Proto, so this
// runs only when the app trusts a proxy.
export default fp(
  async function httpsRedirect(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol !== 'http' || LOCAL_HOSTS.has(request.hostname)) return;
      return reply.redirect(`https://${request.host}${request.url}`, 301);
    });
  },
  { name: 'https-redirect' },
);
