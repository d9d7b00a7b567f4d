import { DEFAULT_SITE_LANGUAGE, siteLanguageOf, type SiteLanguage } from '@labstore/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the answer is written in (DESIGN.md: messages and
     * translatable data by the request's language). The web app sends its
     * site language, which follows the profile's preference once signed in
     * (spec/01 4), as Accept-Language on every call.
     */
    language: SiteLanguage;
  }
}

/** Adds a request header to the response's Vary without dropping what another plugin put there. */
function varyOn(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('Vary');
  const names = typeof current === 'string' ? current.split(',').map((name) => name.trim()).filter(Boolean) : [];
  if (names.includes('*') || names.some((name) => name.toLowerCase() === header.toLowerCase())) return;
  reply.header('Vary', [...names, header].join(', '));
}

/**
 * Reads the request's language once, and says on every API answer that it
 * may differ by Accept-Language, so a browser's, the service worker's or a
 * shared cache never serves an English answer to a Spanish page.
 */
export default fp(
  async function requestLanguage(app: FastifyInstance) {
    app.decorateRequest('language', DEFAULT_SITE_LANGUAGE);
    app.addHook('onRequest', async (request) => {
      request.language = siteLanguageOf(request.headers['accept-language']);
    });
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      varyOn(reply, 'Accept-Language');
      reply.header('Content-Language', request.language);
    });
  },
  { name: 'request-language' },
);
