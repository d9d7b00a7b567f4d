import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';

interface CategoryBody {
  id: string;
  slug: string;
  name: string;
  flags: number;
}

describe('GET /api/category/type/{flags}', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function categories(flags: string): Promise<CategoryBody[]> {
    const response = await app.inject({ method: 'GET', url: `/api/category/type/${flags}` });
    assert.equal(response.statusCode, 200, flags);
    const body = response.json<{ items: CategoryBody[]; count: number }>();
    assert.equal(body.count, body.items.length);
    return body.items;
  }

  test('255 answers every category, by name', async () => {
    const all = await categories('255');
    const stored = await app.db.selectFrom('categories').select('id').execute();
    assert.equal(all.length, stored.length);
    const names = all.map((category) => category.name);
    assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b)));
  });

  test('1 answers the home carousel categories only', async () => {
    const carousel = await categories('1');
    assert.ok(carousel.length >= 5);
    for (const category of carousel) assert.equal(category.flags & 1, 1, category.slug);
    assert.ok(!carousel.some((category) => category.slug === 'panels'));
  });

  test('4 answers panels and 8 packages', async () => {
    assert.deepEqual((await categories('4')).map((category) => category.slug), ['panels']);
    assert.deepEqual((await categories('8')).map((category) => category.slug), ['packages']);
  });

  test('0 answers the categories with no flags', async () => {
    const plain = await categories('0');
    assert.ok(plain.length > 0);
    for (const category of plain) assert.equal(category.flags, 0);
  });

  test('flags outside 0..255 or not a number are refused', async () => {
    for (const flags of ['256', '-1', 'abc', '1.5']) {
      const response = await app.inject({ method: 'GET', url: `/api/category/type/${flags}` });
      assert.equal(response.statusCode, 400, flags);
      assert.deepEqual(response.json().modelState, { flags: ['Flags must be a whole number from 0 to 255.'] });
    }
  });
});
