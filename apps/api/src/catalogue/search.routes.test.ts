import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ProductListItem } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';
import { likeContains } from './search.repository';

interface SearchBody {
  items: ProductListItem[];
  count: number;
  didYouMean: string | null;
}

describe('POST /api/product/search and /api/catalog/search', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  async function search(payload: Record<string, unknown>, url = '/api/product/search'): Promise<SearchBody> {
    const response = await app.inject({ method: 'POST', url, payload });
    assert.equal(response.statusCode, 200, `${JSON.stringify(payload)}: ${response.body}`);
    return response.json<SearchBody>();
  }

  async function slugsFor(term: string): Promise<string[]> {
    return (await search({ search: term, $top: 100 })).items.map((row) => row.slug);
  }

  async function priorityOf(slugs: readonly string[]): Promise<number[]> {
    const rows = await app.db.selectFrom('products').select(['slug', 'search_priority']).where('slug', 'in', slugs).execute();
    const bySlug = new Map(rows.map((row) => [row.slug, row.search_priority]));
    return slugs.map((slug) => bySlug.get(slug) ?? -1);
  }

  test('name, case-insensitive, ordered by search priority then relevance', async () => {
    const result = await search({ search: 'LIPID', $top: 100 });
    const slugs = result.items.map((row) => row.slug);
    assert.ok(slugs.includes('lipid-panel'));
    assert.ok(slugs.includes('advanced-lipid-panel-lpa-apob'));
    assert.equal(result.count, slugs.length);
    assert.equal(result.didYouMean, null);
    const priorities = await priorityOf(slugs);
    assert.deepEqual(priorities, [...priorities].sort((a, b) => b - a));
  });

  test('within one priority an exact name comes before a prefix and a mere mention', async () => {
    const slugs = await slugsFor('lipid panel');
    assert.equal(slugs[0], 'lipid-panel');
  });

  test('CPT, case-insensitive contains', async () => {
    const slugs = await slugsFor('80061');
    assert.ok(slugs.includes('lipid-panel'));
    assert.ok(slugs.includes('lipid-panel-with-reflex-to-direct-ldl'));
  });

  test('quest code: exact, not a part of one', async () => {
    assert.ok((await slugsFor('7600')).includes('lipid-panel'));
    assert.ok(!(await slugsFor('760')).includes('lipid-panel'));
  });

  test('tags: exact case; "ldl" is not the LDL tag but may still match a name', async () => {
    const upper = await slugsFor('LDL');
    assert.ok(upper.includes('lipid-panel'), 'the LDL tag');
    const lower = await slugsFor('ldl');
    assert.ok(!lower.includes('lipid-panel'), 'ldl is not the tag LDL, and Lipid Panel has no ldl in its name');
    assert.ok(lower.includes('lipid-panel-with-reflex-to-direct-ldl'), 'the name matches case-insensitively');
    assert.ok((await slugsFor('cholesterol')).includes('lipid-panel'), 'the cholesterol tag');
    const capitalised = await slugsFor('Cholesterol');
    assert.ok(!capitalised.includes('lipid-panel'), 'Cholesterol is not the tag cholesterol');
    assert.ok(capitalised.includes('cholesterol-total'), 'but names match in any case');
  });

  test('partial names: "hemoglobin a1"', async () => {
    assert.ok((await slugsFor('hemoglobin a1')).includes('hemoglobin-a1c'));
  });

  test('typos still find their tests, with the closest name offered', async () => {
    const cholesteral = await search({ search: 'cholesteral', $top: 100 });
    assert.ok(cholesteral.count > 0);
    assert.ok(cholesteral.items.some((row) => /cholesterol/i.test(row.name)));
    assert.match(cholesteral.didYouMean ?? '', /cholesterol/i);
    const vitamine = await search({ search: 'vitamine d', $top: 100 });
    assert.ok(vitamine.items.some((row) => row.slug === 'vitamin-d-25-hydroxy'));
  });

  test('typo matches page like plain ones, and a page past the end still counts and suggests', async () => {
    const all = await search({ search: 'cholesteral', $top: 100 });
    assert.ok(all.count >= 3, `${all.count} typo matches`);
    assert.equal(all.items.length, all.count);
    const pages = [];
    for (let skip = 0; skip < all.count; skip += 2) pages.push(...(await search({ search: 'cholesteral', $skip: skip, $top: 2 })).items);
    assert.deepEqual(pages.map((row) => row.slug), all.items.map((row) => row.slug));
    const pastEnd = await search({ search: 'cholesteral', $skip: all.count + 10, $top: 2 });
    assert.deepEqual(pastEnd, { items: [], count: all.count, didYouMean: all.didYouMean });
  });

  test('nothing close: no items, no suggestion', async () => {
    const result = await search({ search: 'zzqxw' });
    assert.deepEqual(result, { items: [], count: 0, didYouMean: null });
  });

  test('inactive and hidden products are never found', async () => {
    const rows = await app.db.selectFrom('products').select(['slug', 'name']).where((eb) => eb.or([eb('is_active', '=', false), eb('is_hidden', '=', true)])).execute();
    assert.ok(rows.length >= 2);
    for (const row of rows) assert.ok(!(await slugsFor(row.name)).includes(row.slug), row.slug);
  });

  test('paged with $skip and $top; count is all matches', async () => {
    const all = await search({ search: 'panel', $top: 100 });
    assert.ok(all.count > 3);
    const second = await search({ search: 'panel', $skip: 2, $top: 2 });
    assert.equal(second.count, all.count);
    assert.deepEqual(second.items, all.items.slice(2, 4));
    assert.equal((await search({ search: 'panel' })).items.length, Math.min(10, all.count));
  });

  test('LIKE wildcards in the term are plain characters', async () => {
    assert.equal(likeContains('50%_a\\b'), '%50\\%\\_a\\\\b%');
    assert.equal((await search({ search: '%%' })).count, 0);
  });

  test('/api/catalog/search answers the same', async () => {
    assert.deepEqual(await search({ search: 'thyroid' }, '/api/catalog/search'), await search({ search: 'thyroid' }));
  });

  test('shorter than 2 characters (after trimming), or missing: 400 with the message', async () => {
    for (const payload of [{ search: 'a' }, { search: ' b ' }, { search: '' }, {}]) {
      for (const url of ['/api/product/search', '/api/catalog/search']) {
        const response = await app.inject({ method: 'POST', url, payload });
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.deepEqual(response.json().modelState, { search: ['Please enter at least 2 characters.'] }, JSON.stringify(payload));
      }
    }
  });

  test('bad paging or a very long term: 400', async () => {
    for (const payload of [{ search: 'lipid', $top: 0 }, { search: 'lipid', $skip: -1 }, { search: 'x'.repeat(101) }]) {
      const response = await app.inject({ method: 'POST', url: '/api/product/search', payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
    }
  });
});
