import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { afterEach, test } from 'vitest';
import type { BlogArticle, OfflineCatalogue, OfflineProduct, TestCenter } from '@labstore/domain';
import { offlineProduct } from '@labstore/domain/testing';
import { Dexie } from 'dexie';
import { openOfflineDb } from './offline-db';
import { createOfflineStore, KEPT_ARTICLES, KEPT_ZIPS } from './offline-store';

let names = 0;
const opened: string[] = [];
function freshDb() {
  const name = `offline-store-test-${++names}`;
  opened.push(name);
  return openOfflineDb(name);
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((name) => Dexie.delete(name)));
});

const product = (id: string, name: string, overrides: Partial<OfflineProduct> = {}): OfflineProduct =>
  offlineProduct({ id, name, categoryName: 'Heart', categoryId: 'heart', categorySlug: 'heart', ...overrides });
const CATALOGUE: OfflineCatalogue = {
  language: 'en',
  products: [product('lipid-panel', 'Lipid Panel', { tags: ['cholesterol'], childIds: ['hdl'] }), product('hdl', 'HDL Cholesterol')],
  categories: [{ id: 'heart', slug: 'heart', name: 'Heart', description: '', image1Id: null, image2Id: null, flags: 1, lang: 'en' }],
};

test('nothing kept yet: every read says it cannot tell', async () => {
  const store = createOfflineStore({ db: freshDb(), fetchCatalogue: () => Promise.reject(new Error('offline')) });
  assert.equal(await store.product('lipid-panel'), undefined);
  assert.equal(await store.search('cholesterol', 0, 10), undefined);
  assert.equal(await store.productPage({}, { skip: 0, top: 10, orderBy: 'Name' }), undefined);
  await assert.rejects(store.refreshCatalogue(), /offline/);
});

test('a refreshed catalogue answers in this tab and, from IndexedDB, in the next one', async () => {
  const db = freshDb();
  let downloads = 0;
  const store = createOfflineStore({ db, fetchCatalogue: () => (downloads++, Promise.resolve(CATALOGUE)) });
  await store.refreshCatalogue();
  assert.equal((await store.product('lipid-panel'))?.children[0]?.name, 'HDL Cholesterol');

  const nextTab = createOfflineStore({ db: openOfflineDb(db.name), fetchCatalogue: () => Promise.reject(new Error('offline')) });
  const found = await nextTab.search('cholesteral', 0, 10);
  assert.deepEqual(found?.items.map((item) => item.name), ['HDL Cholesterol', 'Lipid Panel']);
  assert.equal(found?.didYouMean, 'cholesterol');
  assert.equal((await nextTab.productPage({ category: 'heart' }, { skip: 0, top: 1, orderBy: 'Name' }))?.count, 2);
  assert.equal(downloads, 1);
});

test('articles and zips: the newest are kept, the oldest dropped past the limit', async () => {
  let clock = 0;
  const store = createOfflineStore({ db: freshDb(), fetchCatalogue: () => Promise.resolve(CATALOGUE), now: () => ++clock });
  const article = (slug: string) => ({ slug, title: slug }) as unknown as BlogArticle;
  for (let n = 0; n <= KEPT_ARTICLES; n++) await store.keepArticle(article(`a${n}`));
  assert.equal(await store.article('a0'), undefined, 'the oldest article went');
  assert.equal((await store.article(`a${KEPT_ARTICLES}`))?.slug, `a${KEPT_ARTICLES}`);

  const centers = [{ name: 'Indianapolis Patient Service Center' }] as unknown as TestCenter[];
  for (let n = 0; n <= KEPT_ZIPS; n++) await store.keepTestCenters(String(46000 + n), centers);
  assert.equal(await store.testCenters('46000'), undefined);
  assert.deepEqual(await store.testCenters(String(46000 + KEPT_ZIPS)), centers);
  // Keeping a zip again makes it the newest.
  await store.keepTestCenters('46001', centers);
  await store.keepTestCenters('46999', centers);
  assert.deepEqual(await store.testCenters('46001'), centers);
});

test('a copy per language: offline, a Spanish visitor reads and finds Spanish names; with no Spanish copy, the English one (issue 16)', async () => {
  const db = freshDb();
  let language: 'en' | 'es' = 'en';
  const spanish: OfflineCatalogue = {
    ...CATALOGUE,
    language: 'es',
    products: [product('lipid-panel', 'Perfil lipídico', { lang: 'es', childIds: ['hdl'] }), product('hdl', 'HDL Cholesterol')],
  };
  const store = createOfflineStore({ db, fetchCatalogue: () => Promise.resolve(language === 'es' ? spanish : CATALOGUE), readLanguage: () => language });
  await store.refreshCatalogue();
  language = 'es';
  assert.equal((await store.product('lipid-panel'))?.name, 'Lipid Panel', 'no Spanish copy yet: the English one');
  await store.refreshCatalogue();
  const found = await store.search('perfil lipidico', 0, 10);
  assert.deepEqual(found?.items.map((item) => [item.name, item.lang]), [['Perfil lipídico', 'es']]);
  language = 'en';
  assert.equal((await store.product('lipid-panel'))?.name, 'Lipid Panel');
});
