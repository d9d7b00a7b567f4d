import type { FastifyPluginAsync } from 'fastify';
import { blogRepository } from '../blog';
import { listedPagesRepository } from '../catalogue';
import { contentRepository } from '../content';

export interface SeoOptions {
  /** Where the site is reached from outside (PUBLIC_URL): sitemap addresses must be absolute. */
  publicUrl: string;
  isProduction: boolean;
}

// Addresses that are no page worth listing: the API, the visitor's own pages and one-time links.
const PRIVATE_PATHS = ['/api/', '/Token', '/account', '/cabinet', '/orderHistory', '/cart', '/checkout', '/dashboard', '/auth', '/confirm/', '/ResetPassword', '/disableNonTransactionalEmails', '/results/', '/shared', '/pass/'];

/** Outside production every crawler is turned away, as the robots meta and header say (spec/01 4). */
function robotsTxt({ publicUrl, isProduction }: SeoOptions): string {
  if (!isProduction) return 'User-agent: *\nDisallow: /\n';
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character] ?? character);

function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** robots.txt and sitemap.xml: for crawlers, not the API (kept out of the OpenAPI document, like /health). */
const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, options) => {
  const cataloguePages = listedPagesRepository(app.db);
  const blogArticles = blogRepository(app.db, 'en');
  const contentPages = contentRepository(app.db);
  const cacheControl = 'public, max-age=3600';

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', cacheControl).type('text/plain; charset=utf-8').send(robotsTxt(options)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [products, categories, articles, content] = await Promise.all([cataloguePages.productSlugs(), cataloguePages.categoryIds(), blogArticles.activeSlugs(), contentPages.activeSlugs()]);
    // A navigation entry can name a route of its own (the Blog entry is /blog): each address once.
    const paths = new Set([
      '/',
      '/all',
      '/testcenters',
      '/blog',
      '/blog/explore-more',
      ...categories.map(({ id }) => `/category/${id}`),
      ...products.map(({ slug }) => `/product/${encodeURIComponent(slug)}`),
      ...articles.map(({ slug }) => `/blog/${encodeURIComponent(slug)}`),
      ...content.map(({ slug }) => `/${encodeURIComponent(slug)}`),
    ]);
    return reply.header('Cache-Control', cacheControl).type('application/xml; charset=utf-8').send(sitemapXml(options.publicUrl, [...paths]));
  });
};

export default seoRoutes;
