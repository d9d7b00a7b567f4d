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
});
