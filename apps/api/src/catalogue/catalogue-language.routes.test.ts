import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import {
  compareNames,
  indexOfflineCatalogue,
  offlineCatalogueSchema,
  offlineProductPage,
  offlineSearchPage,
  type CategoryItem,
  type ProductDetail,
  type ProductListItem,
} from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';

// Issue 16: catalogue reads answer in the request's language (the seed's
// Spanish: 'ferritin' and 'general-health' are translated, 'fsh' is not; the
// 'thyroid' category's translation is removed here), English where an entry
// has no translation, each saying which it is in.

const SPANISH = { 'accept-language': 'es' };

interface ListBody {
  items: ProductListItem[];
  count: number;
}

describe('the catalogue in the request language', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    // Every seeded category is translated: one is left in English to show the fallback.
    const thyroid = await app.db.selectFrom('categories').select('id').where('slug', '=', 'thyroid').executeTakeFirstOrThrow();
    await app.db.deleteFrom('category_translations').where('category_id', '=', thyroid.id).execute();
  });
  afterAll(() => app.close());

  async function json<T>(url: string, headers: Record<string, string> = {}, payload?: Record<string, unknown>): Promise<T> {
    const response = await app.inject({ method: payload ? 'POST' : 'GET', url, headers, payload });
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.json<T>();
  }

  test('a translated product in Spanish, its English words in English, the same address and cache', async () => {
    const spanish = await json<ProductDetail>('/api/product/ferritin', SPANISH);
    assert.equal(spanish.name, 'Ferritina');
    assert.equal(spanish.lang, 'es');
    assert.match(spanish.description, /proteína que almacena el hierro/);
    assert.match(spanish.instructions, /No es necesario estar en ayunas/);
    assert.equal(spanish.categoryName, 'Vitaminas y nutrición');
    const english = await json<ProductDetail>('/api/product/ferritin');
    assert.equal(english.name, 'Ferritin');
    assert.equal(english.lang, 'en');
    assert.equal(english.categoryName, 'Vitamins & Nutrition');
    assert.equal((await json<ProductDetail>('/api/product/ferritin', SPANISH)).name, 'Ferritina', 'the read cache keeps each language apart');
  });

  test('an untranslated product answers in English, and says so', async () => {
    const fsh = await json<ProductDetail>('/api/product/fsh', SPANISH);
    assert.equal(fsh.lang, 'en');
    assert.match(fsh.name, /FSH/);
  });

  test('categories and their product lists in Spanish, English where untranslated', async () => {
    const { items } = await json<{ items: CategoryItem[] }>('/api/category/type/255', SPANISH);
    const general = items.find((category) => category.slug === 'general-health');
    assert.equal(general?.name, 'Salud general');
    assert.equal(general?.lang, 'es');
    assert.equal(items.find((category) => category.slug === 'thyroid')?.lang, 'en');
    assert.deepEqual(items.map((category) => category.name), items.map((category) => category.name).sort(compareNames('es')), 'by Spanish name');
    const page = await json<ListBody>('/api/category/browse/vitamins-nutrition?$top=100&$orderby=Name', SPANISH);
    const ferritin = page.items.find((row) => row.slug === 'ferritin');
    assert.equal(ferritin?.name, 'Ferritina');
    assert.equal(ferritin?.lang, 'es');
    assert.deepEqual(page.items.map((row) => row.name), page.items.map((row) => row.name).sort(compareNames('es')), 'by the names shown, as a Spanish reader orders them');
  });

  test('search finds Spanish names in Spanish, accents or not; English names in English', async () => {
    for (const term of ['ferritina', 'Ferritina', 'vitamina d', 'hidroxi']) {
      const found = await json<ListBody>('/api/product/search', SPANISH, { search: term, $skip: 0, $top: 10 });
      assert.ok(found.items.some((row) => row.slug === 'ferritin' || row.slug === 'vitamin-d-25-hydroxy'), term);
    }
    const english = await json<ListBody>('/api/product/search', {}, { search: 'ferritin', $skip: 0, $top: 10 });
    assert.equal(english.items.find((row) => row.slug === 'ferritin')?.name, 'Ferritin');
  });

  test('the offline catalogue in Spanish answers as the API does in Spanish, search and name order included', async () => {
    const catalogue = offlineCatalogueSchema.parse(await json('/api/catalogue/offline', SPANISH));
    assert.equal(catalogue.language, 'es');
    assert.equal(catalogue.products.find((product) => product.slug === 'ferritin')?.name, 'Ferritina');
    const index = indexOfflineCatalogue(catalogue);
    for (const term of ['ferritina', 'vitamina', 'ferritna']) {
      assert.deepEqual(offlineSearchPage(index, term, 0, 10), await json('/api/product/search', SPANISH, { search: term, $skip: 0, $top: 10 }), term);
    }
    for (const orderBy of ['Name', 'Name desc'] as const) {
      const query = new URLSearchParams({ $skip: '0', $top: '100', $orderby: orderBy });
      assert.deepEqual(offlineProductPage(index, {}, { skip: 0, top: 100, orderBy }), await json(`/api/product/all?${query.toString()}`, SPANISH), orderBy);
    }
  });
});
