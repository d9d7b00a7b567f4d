import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import type { CategoryItem } from './categories-api';
import type { OfflineProduct } from './catalogue-api';
import { indexOfflineCatalogue, offlineProductDetail, offlineProductPage, offlineSearchPage } from './offline-catalogue';
import { LIPID_CATALOGUE } from './search/test-catalogue';
import { offlineProduct as product } from './testing/offline-product';

const HEART: CategoryItem = { id: 'c-heart', slug: 'heart-health', name: 'Heart Health', description: '', image1Id: null, image2Id: null, flags: 1, lang: 'en' };
const VITAMINS: CategoryItem = { id: 'c-vit', slug: 'vitamins', name: 'Vitamins', description: '', image1Id: null, image2Id: null, flags: 1, lang: 'en' };
const PANEL_TYPE = 2;

// The search rules' own catalogue, kept as the storefront keeps it, plus a
// panel whose member is hidden and a test that is no longer sold.
const PRODUCTS: OfflineProduct[] = [
  ...LIPID_CATALOGUE.map((searchable, position) =>
    product({
      ...searchable,
      tags: [...searchable.tags],
      slug: searchable.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      masterPrice: 10 + position,
      categoryId: searchable.name.startsWith('Vitamin') ? VITAMINS.id : HEART.id,
      categoryName: searchable.name.startsWith('Vitamin') ? VITAMINS.name : HEART.name,
      productType: searchable.name.includes('Panel') ? PANEL_TYPE : 1,
      childIds: searchable.id === 'p01' ? ['p03', 'hidden-member', 'p04'] : [],
    }),
  ),
  product({ id: 'hidden-member', name: 'Non-HDL Cholesterol', isHidden: true, categoryId: HEART.id }),
  product({ id: 'retired', name: 'Cholesterol Retired', isActive: false, categoryId: HEART.id, tags: ['cholesterol'] }),
];
const index = indexOfflineCatalogue({ language: 'en', products: PRODUCTS, categories: [HEART, VITAMINS] });

describe('the offline catalogue answers as the API does', () => {
  test('a product by slug or id, with its panel members in order, hidden members included', () => {
    const panel = offlineProductDetail(index, 'lipid-panel');
    assert.equal(panel?.id, 'p01');
    assert.deepEqual(panel?.children.map((child) => child.id), ['p03', 'hidden-member', 'p04']);
    assert.equal(offlineProductDetail(index, 'p01')?.name, 'Lipid Panel');
    assert.equal('searchPriority' in (panel ?? {}), false, 'the page gets the API shape, not the kept one');
    // Not held: the screen says it needs a connection rather than "not found".
    assert.equal(offlineProductDetail(index, 'never-kept'), undefined);
  });

  test('a category page lists its listed products only, in the asked order, paged', () => {
    const first = offlineProductPage(index, { category: 'heart-health' }, { skip: 0, top: 3, orderBy: 'Name' });
    assert.deepEqual(first?.items.map((item) => item.name), ['Advanced Lipid Panel with Lp(a) and ApoB', 'Cholesterol, Total', 'HDL Cholesterol']);
    assert.equal(first?.count, 10, 'neither the hidden member nor the retired test is listed');
    const cheapest = offlineProductPage(index, { category: HEART.id }, { skip: 0, top: 2, orderBy: 'MasterPrice desc' });
    assert.deepEqual(cheapest?.items.map((item) => item.masterPrice), [21, 20]);
    assert.equal(offlineProductPage(index, { category: 'unknown' }, { skip: 0, top: 10, orderBy: 'Name' }), undefined);
  });

  test('the default order is search priority, then name', () => {
    const all = offlineProductPage(index, {}, { skip: 0, top: 4, orderBy: 'SearchPriority desc' });
    assert.deepEqual(all?.items.map((item) => item.name), ['Advanced Lipid Panel with Lp(a) and ApoB', 'Hemoglobin A1c', 'Lipid Panel', 'Vitamin D, 25-Hydroxy']);
    assert.equal(all?.count, 12);
  });

  test('type browse keeps the products with any of the flags', () => {
    const panels = offlineProductPage(index, { typeFlags: PANEL_TYPE }, { skip: 0, top: 10, orderBy: 'Name' });
    assert.deepEqual(panels?.items.map((item) => item.name), ['Advanced Lipid Panel with Lp(a) and ApoB', 'Lipid Panel', 'Lipid Panel with Reflex to Direct LDL']);
  });

  test('search corrects a typo word by word and offers the corrected word', () => {
    const result = offlineSearchPage(index, 'cholesteral', 0, 10);
    assert.equal(result.didYouMean, 'cholesterol');
    assert.ok(result.items.some((item) => item.name === 'Lipid Panel'), 'the Lipid Panel, found by its tag');
    assert.equal(result.items.some((item) => item.id === 'retired' || item.id === 'hidden-member'), false);
    assert.deepEqual(offlineSearchPage(index, '80061', 0, 2), { items: result.items.filter((item) => item.cpt.includes('80061')).slice(0, 2), count: 3, didYouMean: null });
  });
});
