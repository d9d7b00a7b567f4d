import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';

describe('robots.txt and sitemap.xml', () => {
  let production: FastifyInstance;
  let development: FastifyInstance;
  beforeAll(async () => {
    production = await buildTestApp({ environment: { NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: 'true', PARTNER_SANDBOX_IN_PRODUCTION: 'true', CRM_LOCAL_IN_PRODUCTION: 'true', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example.com/' } });
    development = await buildTestApp({ seed: false });
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });

  test('outside production every crawler is turned away', async () => {
    const response = await development.inject('/robots.txt');
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/plain/);
    assert.equal(response.body, 'User-agent: *\nDisallow: /\n');
  });

  test('in production the store is open to crawlers but for the API and personal pages, and names its sitemap', async () => {
    const response = await production.inject('/robots.txt');
    assert.equal(response.statusCode, 200);
    const lines = response.body.split('\n');
    assert.deepEqual(lines.slice(0, 2), ['User-agent: *', 'Allow: /']);
    for (const path of ['/api/', '/account', '/checkout', '/cart', '/confirm/', '/results/', '/shared', '/pass/']) assert.ok(lines.includes(`Disallow: ${path}`), path);
    assert.ok(lines.includes('Sitemap: https://shop.example.com/sitemap.xml'));
  });

  test('the sitemap lists listed products, categories, active articles and content pages, and nothing hidden', async () => {
    const lipid = await production.db.selectFrom('products').select(['id', 'category_id']).where('slug', '=', 'lipid-panel').executeTakeFirstOrThrow();
    await production.db.updateTable('products').set({ is_hidden: true }).where('slug', '=', 'cbc-with-differential').execute();
    const article = await production.db.selectFrom('blog_articles').select('slug').where('is_active', '=', true).executeTakeFirstOrThrow();
    const response = await production.inject('/sitemap.xml');
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^application\/xml/);
    assert.match(response.body, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ['/', '/all', '/blog', '/product/lipid-panel', `/category/${lipid.category_id}`, `/blog/${article.slug}`]) {
      assert.ok(locs.includes(`https://shop.example.com${path}`), path);
    }
    assert.ok(!locs.some((loc) => loc?.endsWith('/product/cbc-with-differential')), 'a hidden product is not listed');
    assert.equal(new Set(locs).size, locs.length, 'each address once');
  });
});
