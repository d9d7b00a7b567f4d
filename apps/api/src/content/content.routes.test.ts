import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import type { NavigationItem } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';
import { CONTENT_CACHE_PREFIX } from './content-cache';

describe('GET /api/content/list', () => {
  let app: FastifyInstance;
  let items: NavigationItem[];

  beforeAll(async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/content/list' });
    assert.equal(response.statusCode, 200);
    const body = response.json<{ items: NavigationItem[]; count: number }>();
    assert.equal(body.count, body.items.length);
    items = body.items;
  });
  afterAll(() => app.close());

  test('is cacheable by clients', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/content/list' });
    assert.match(String(response.headers['cache-control']), /max-age=\d+/);
  });

  test('is sent compressed to clients that accept it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/content/list', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(response.headers['content-encoding'], 'br');
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')) as { count: number };
    assert.equal(body.count, items.length);
    assert.ok(response.rawPayload.byteLength < JSON.stringify(body).length / 3, 'compressed to under a third');
  });

  test('answers top bar, footer and account-tab entries in position order', () => {
    const topBar = items.filter((item) => item.type === 'navigation' && item.parent === 'main');
    const footer = items.filter((item) => item.type === 'footer');
    assert.ok(topBar.length >= 4, 'top bar entries');
    assert.ok(footer.length >= 6, 'footer entries');
    assert.ok(items.some((item) => item.parent === 'myadmin'), 'account tab entries');
    const positions = topBar.map((item) => item.position);
    assert.deepEqual(positions, [...positions].sort((a, b) => a - b));
  });

  test('includes the COVID-19 and blog entries', () => {
    const slugs = items.map((item) => item.slug);
    assert.ok(slugs.includes('covid-19'));
    assert.ok(slugs.includes('blog'));
  });

  test('nests an entry under the entry its parent names', () => {
    const dropdown = items.find((item) => item.subitems.length > 0);
    assert.ok(dropdown, 'a dropdown entry');
    for (const subitem of dropdown.subitems) assert.equal(subitem.parent, dropdown.slug);
    const topSlugs = new Set(items.map((item) => item.slug));
    for (const subitem of dropdown.subitems) assert.ok(!topSlugs.has(subitem.slug), 'a subitem is not repeated at the top');
  });

  test('leaves out inactive entries, once the change is published', async () => {
    const target = items.find((item) => item.type === 'footer');
    assert.ok(target);
    await app.db.updateTable('content_pages').set({ is_active: false }).where('id', '=', target.id).execute();
    await app.readCache.publishChange(app.db, CONTENT_CACHE_PREFIX);
    const response = await app.inject({ method: 'GET', url: '/api/content/list' });
    const slugs = response.json<{ items: NavigationItem[] }>().items.map((item) => item.slug);
    assert.ok(!slugs.includes(target.slug));
    await app.db.updateTable('content_pages').set({ is_active: true }).where('id', '=', target.id).execute();
    await app.readCache.publishChange(app.db, CONTENT_CACHE_PREFIX);
  });

  test('in Spanish: translated entries in Spanish, each field falling back to English on its own (issue 16)', async () => {
    // Every seeded entry is translated: one tab is left in English, another keeps its English page, to show each fallback.
    const pageId = async (slug: string) => (await app.db.selectFrom('content_pages').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    await app.db.deleteFrom('content_page_translations').where('page_id', '=', await pageId('understanding-your-results')).execute();
    await app.readCache.publishChange(app.db, CONTENT_CACHE_PREFIX);
    const response = await app.inject({ method: 'GET', url: '/api/content/list', headers: { 'accept-language': 'es' } });
    const spanish = response.json<{ items: NavigationItem[] }>().items;
    const flat = (list: NavigationItem[]): NavigationItem[] => list.flatMap((item) => [item, ...flat(item.subitems)]);
    const bySlug = new Map(flat(spanish).map((item) => [item.slug, item]));
    const tests = bySlug.get('all');
    assert.equal(tests?.name, 'Pruebas');
    assert.equal(tests?.lang, 'es');
    assert.equal(tests?.pageTitle, 'Todas las pruebas de laboratorio | labstore');
    const visit = bySlug.get('preparing-for-your-visit');
    assert.equal(visit?.name, 'Cómo prepararse para su visita');
    assert.match(visit?.content ?? '', /Una vez aprobado su pedido/);
    assert.equal(visit?.contentLang, 'es');
    const results = bySlug.get('understanding-your-results');
    assert.equal(results?.name, 'Understanding Your Results');
    assert.equal(results?.lang, 'en');
    assert.equal(results?.contentLang, 'en');
    const english = new Map(flat(items).map((item) => [item.slug, item]));
    assert.equal(english.get('all')?.name, 'Tests', 'each language its own cached answer');
    assert.equal(english.get('all')?.lang, 'en');
  });
});
