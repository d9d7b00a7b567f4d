import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localizeMessage, REQUEST_MESSAGES } from '@labstore/domain';
import { pageFirstReadsHead } from './page-first-reads';

export interface WebAppOptions {
  distDir: string;
  isProduction: boolean;
  /**
   * Whether a page address exists (a route of the app or a content page).
   * One that does not still gets the app, which shows its not-found page,
   * but with status 404, so crawlers and link checkers see it is missing.
   */
  pageExists: (pathname: string) => Promise<boolean>;
}

// Paths that are never a page: an unknown one is a JSON 404, never the app.
// '/assets/' too: a chunk of an older build answered with the page would be
// run as a script and fail as a MIME error; a 404 lets the app see it.
const NOT_PAGE_PREFIXES = ['/api/', '/api', '/Token', '/docs', '/health', '/ready', '/assets'];
const ROBOTS_META = /\s*<meta name="robots"[^>]*>/i;

function pathnameOf(url: string): string {
  return url.split('?')[0] ?? url;
}

function isPagePath(url: string): boolean {
  const path = pathnameOf(url);
  return !NOT_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

// spec/01 4: robots meta 'nofollow, noindex' outside production. index.html
// carries it; production serves the page without it.
function loadIndexHtml(distDir: string, isProduction: boolean): string | undefined {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  return isProduction ? html.replace(ROBOTS_META, '') : html;
}

function cacheHeaderFor(path: string): string {
  // Vite names bundles by content hash; the service worker and manifest must be re-checked.
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Serves apps/web/dist with an SPA fallback, and the API's JSON 404. */
export default fp<WebAppOptions>(
  async function webApp(app: FastifyInstance, { distDir, isProduction, pageExists }) {
    const indexHtml = loadIndexHtml(distDir, isProduction);
    if (!isProduction) {
      app.addHook('onSend', async (_request, reply) => {
        reply.header('X-Robots-Tag', 'noindex, nofollow');
      });
    }
    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: false,
        wildcard: false,
        // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.ts).
        preCompressed: true,
        setHeaders: (reply, path) => {
          reply.header('Cache-Control', cacheHeaderFor(path));
        },
      });
      // The page, not an API call: kept out of the OpenAPI document.
      app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, indexHtml));
    } else {
      app.log.warn({ distDir }, 'web app not built: run `npm run build`; serving the API only');
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (indexHtml && wantsPage && isPagePath(request.url)) {
        const pathname = pathnameOf(request.url);
        const exists = await pageExists(pathname);
        // HEAD gets the page as it is: an article's read would count a view nobody had.
        const head = exists && request.method === 'GET' ? await firstReadsHead(app, pathname, request.headers['accept-language']) : '';
        // Issue 16: the answers in the page are in the browser's language.
        if (head) reply.header('Vary', 'Accept-Language');
        return sendIndex(reply.code(exists ? 200 : 404), head ? indexHtml.replace('</head>', `${head}</head>`) : indexHtml);
      }
      return reply.code(404).send({ message: localizeMessage(REQUEST_MESSAGES.notFound, request.language) });
    });
  },
  { name: 'web-app' },
);

/** The page's first reads for its <head>; a failure costs only the head start, never the page. */
async function firstReadsHead(app: FastifyInstance, pathname: string, acceptLanguage: string | undefined): Promise<string> {
  try {
    return await pageFirstReadsHead(app, pathname, acceptLanguage);
  } catch (error) {
    app.log.warn({ err: error }, 'page first reads failed; the page is served without them');
    return '';
  }
}

function sendIndex(reply: FastifyReply, html: string) {
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
