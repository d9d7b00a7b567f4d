import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { buildCatalogueSearchIndex, searchCatalogue, searchResultPage, type ProductListItem } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';
import { CATALOGUE_CACHE_PREFIX } from './catalogue-cache';

interface SearchBody {
  items: ProductListItem[];
  count: number;
  didYouMean: string | null;
}

describe('POST /api/product/search and /api/catalog/search', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

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

  test('"cholesteral" finds what "cholesterol" finds (12, the Lipid Panel by its tag) and suggests "cholesterol" (issue 10)', async () => {
    const typo = await search({ search: 'cholesteral', $top: 100 });
    const plain = await search({ search: 'cholesterol', $top: 100 });
    assert.equal(plain.count, 12);
    assert.deepEqual(typo.items, plain.items);
    assert.equal(typo.count, 12);
    assert.ok(typo.items.some((row) => row.slug === 'lipid-panel'));
    assert.equal(typo.didYouMean, 'cholesterol');
    assert.equal(plain.didYouMean, null);
  });

  test('several words with typos: each word corrected, the correction searched and suggested', async () => {
    const cases: [string, string, string][] = [
      ['lipid panal', 'lipid panel', 'lipid-panel'],
      ['lipd panal', 'lipid panel', 'lipid-panel'],
      ['vitamine d', 'vitamin d', 'vitamin-d-25-hydroxy'],
      ['hemoglobn a1c', 'hemoglobin a1c', 'hemoglobin-a1c'],
      ['Comprehensive Metabolik Panel', 'Comprehensive metabolic Panel', 'comprehensive-metabolic-panel'],
    ];
    for (const [typed, corrected, slug] of cases) {
      const typo = await search({ search: typed, $top: 100 });
      assert.equal(typo.didYouMean, corrected, typed);
      assert.ok(typo.items.some((row) => row.slug === slug), `${typed}: ${slug}`);
      assert.deepEqual(typo.items, (await search({ search: corrected, $top: 100 })).items, typed);
    }
  });

  test('typo matches page like plain ones, and a page past the end still counts and suggests', async () => {
    const all = await search({ search: 'cholesteral', $top: 100 });
    assert.equal(all.items.length, all.count);
    const pages = [];
    for (let skip = 0; skip < all.count; skip += 5) pages.push(...(await search({ search: 'cholesteral', $skip: skip, $top: 5 })).items);
    assert.deepEqual(pages.map((row) => row.slug), all.items.map((row) => row.slug));
    const pastEnd = await search({ search: 'cholesteral', $skip: all.count + 10, $top: 2 });
    assert.deepEqual(pastEnd, { items: [], count: all.count, didYouMean: 'cholesterol' });
  });

  test('codes are never corrected into another code', async () => {
    assert.deepEqual(await search({ search: '80062' }), { items: [], count: 0, didYouMean: null });
    assert.deepEqual(await search({ search: '7601' }), { items: [], count: 0, didYouMean: null });
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

  test('wildcard characters in the term are plain characters', async () => {
    for (const term of ['%%', '__', '.*', '\\\\']) assert.equal((await search({ search: term })).count, 0, term);
  });

  test('a first asking is answered as it is, later ones from the read cache, the same answer', async () => {
    const ask = () => app.inject({ method: 'POST', url: '/api/product/search', payload: { search: 'cholesteral', $top: 7 } });
    const first = await ask();
    assert.equal(first.headers.etag, undefined, 'not kept: a one-off term');
    assert.equal(first.headers['cache-control'], 'no-cache');
    const second = await ask();
    assert.match(String(second.headers.etag), /^"[\w-]+"$/, 'kept by the read cache');
    assert.equal(second.headers['cache-control'], 'no-cache');
    assert.deepEqual(second.json(), first.json());
    assert.equal((await ask()).headers.etag, second.headers.etag);
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
  test('a lettered CPT matches in any case, a lettered quest code only in its own (a product added and published)', async () => {
    await app.db
      .insertInto('products')
      .values({ slug: 'sars-cov-2-pcr-test', name: 'SARS-CoV-2 PCR', cpt: '0240U', quest_code: 'Q394X', product_type: 1, master_price_cents: 9900, market_price_cents: null, customer_price_cents: null, patient_price_cents: null, extra_tests_price_cents: null, image_id: null, category_id: null, eligibility: null, processing_fee_text: null, page_title: null, meta_description: null, meta_robots: null, tags: ['COVID-19'] })
      .execute();
    assert.ok(!(await slugsFor('0240u')).includes('sars-cov-2-pcr-test'), 'not listed until the change is published');
    await app.readCache.publishChange(app.db, CATALOGUE_CACHE_PREFIX);
    assert.ok((await slugsFor('0240u')).includes('sars-cov-2-pcr-test'), 'CPT in any case');
    assert.ok((await slugsFor('240U')).includes('sars-cov-2-pcr-test'), 'CPT contains');
    assert.ok((await slugsFor('Q394X')).includes('sars-cov-2-pcr-test'), 'quest code as it is');
    assert.ok(!(await slugsFor('q394x')).includes('sars-cov-2-pcr-test'), 'quest code in another case');
    assert.ok((await slugsFor('COVID-19')).includes('sars-cov-2-pcr-test'), 'the tag as it is');
    assert.ok(!(await slugsFor('covid-19')).includes('sars-cov-2-pcr-test'), 'the tag in another case, and not in the name');
  });

  test('a change published under another prefix leaves the search index as it was', async () => {
    await app.db.updateTable('products').set({ name: 'Ferritin Quantitative' }).where('slug', '=', 'ferritin').execute();
    await app.readCache.publishChange(app.db, 'content:');
    assert.ok(!(await slugsFor('ferritin quant')).includes('ferritin'), 'a term never asked before, still the old names');
    await app.readCache.publishChange(app.db, CATALOGUE_CACHE_PREFIX);
    assert.ok((await slugsFor('ferritin quant')).includes('ferritin'));
  });
});

// The server and the offline storefront search by one rule set (issue 10):
// over the seeded catalogue, read here with a query of the test's own, the
// API answers as the packages/domain functions do.
describe('the API answers as the domain search rules over the same catalogue', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const TERMS = [
    'lipid', 'LIPID', 'lipid panel', 'cholesterol', 'Cholesterol', 'cholesteral', 'cholestrol', 'colesterol',
    'lipd panal', 'vitamine d', 'hemoglobn a1c', 'tryglicerides', 'thyroid', 'thyriod panel', 'tsh', 'testosterone',
    'testosteron free', 'ferritin', 'iron', 'panel', '80061', '8006', '83036', '7600', '760', 'LDL', 'ldl', 'HDL',
    'heart', 'vitamin', 'vitamins', 'metabolik', 'comprehensive metabolic', 'a1c', 'A1C', 'hs-crp', 'hs crp',
    'covid', 'zzqxw', 'qqqzzzxx', '%%', 'cholesteral xyzzy',
  ];

  async function domainIndex() {
    const rows = await app.db
      .selectFrom('products')
      .select(['id', 'slug', 'name', 'cpt', 'quest_code', 'tags', 'search_priority'])
      .where('is_active', '=', true)
      .where('is_hidden', '=', false)
      .execute();
    return buildCatalogueSearchIndex(rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, cpt: row.cpt, questCode: row.quest_code, tags: row.tags, searchPriority: row.search_priority })));
  }

  test('every term: the same rows in the same order, the same count and suggestion, on every page', async () => {
    const index = await domainIndex();
    for (const term of TERMS) {
      for (const [skip, top] of [[0, 100], [0, 10], [3, 4]] as const) {
        const response = await app.inject({ method: 'POST', url: '/api/product/search', payload: { search: term, $skip: skip, $top: top } });
        const answered = response.json<SearchBody>();
        const expected = searchResultPage(searchCatalogue(index, term), skip, top);
        assert.deepEqual(
          { slugs: answered.items.map((row) => row.slug), count: answered.count, didYouMean: answered.didYouMean },
          { slugs: expected.items.map((row) => row.slug), count: expected.count, didYouMean: expected.didYouMean },
          `${term} ${skip} ${top}`,
        );
      }
    }
  });
});
