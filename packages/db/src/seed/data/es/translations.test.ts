// Checks the Spanish seed translations (issue 16): each names an existing
// English entry, every category and navigation entry has one, the 40 most
// searched products have one, and every text keeps the English entry's HTML
// structure (same tags, same links, in the same order) and placeholders.
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { buildCatalogueSearchIndex, searchCatalogue } from '@labstore/domain';
import { categories } from '../categories';
import { navigationItems } from '../navigation';
import { panelProducts } from '../panels';
import * as englishPreparation from '../preparation';
import { hormonesNutritionProducts } from '../products-hormones-nutrition';
import { specialtyProducts } from '../products-specialty';
import { wellnessProducts } from '../products-wellness';
import type { SeedProduct } from '../types';
import { CATEGORIES_ES } from './categories';
import { NAVIGATION_ES } from './navigation';
import * as spanishPreparation from './preparation';
import { PRODUCTS_ES } from './products';

const PRODUCT_TAGS = new Set(['p', 'ul', 'li', 'strong', 'em', 'h3']);
const CONTENT_TAGS = new Set([...PRODUCT_TAGS, 'h2', 'ol', 'blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);

const products: SeedProduct[] = [...wellnessProducts, ...hormonesNutritionProducts, ...specialtyProducts, ...panelProducts];
const productsBySlug = new Map(products.map((product) => [product.slug, product]));

/**
 * The bench's popular search terms (infra/bench/run.ts POPULAR_TERMS) and the
 * product a shopper searching each wants first: the top match of the shared
 * catalogue search, or the next one where the top is already taken by an
 * earlier term. The test below recomputes this, so a catalogue change that
 * moves a top match fails here.
 */
const POPULAR_TERM_PRODUCTS: ReadonlyArray<readonly [term: string, slug: string]> = [
  ['lipid', 'lipid-panel'],
  ['cholesterol', 'essential-health-package'],
  ['vitamin d', 'vitamin-d-25-hydroxy'],
  ['a1c', 'hemoglobin-a1c'],
  ['thyroid', 'tsh'],
  ['tsh', 'tsh-with-reflex-to-free-t4'],
  ['testosterone', 'testosterone-total'],
  ['cbc', 'cbc-with-differential'],
  ['metabolic', 'comprehensive-metabolic-panel'],
  ['iron', 'ferritin'],
  ['ferritin', 'anemia-panel'],
  ['b12', 'vitamin-b12'],
  ['psa', 'psa-total'],
  ['estradiol', 'estradiol'],
  ['cortisol', 'cortisol-am'],
  ['hepatitis', 'std-comprehensive-panel'],
  ['hiv', 'hiv-1-2-antigen-antibody-fourth-generation-with-reflexes'],
  ['std', 'std-basic-panel'],
  ['glucose', 'glucose-fasting'],
  ['insulin', 'insulin-fasting'],
  ['magnesium', 'magnesium'],
  ['allergy', 'food-allergy-panel'],
  ['liver', 'hepatitis-panel'],
  ['kidney', 'basic-metabolic-panel'],
  ['urinalysis', 'urinalysis-complete'],
  ['folate', 'folate-serum'],
  ['lyme', 'lyme-disease-antibody-with-reflex-to-blot'],
  ['covid', 'covid-19-antibody-igg'],
  ['celiac', 'celiac-disease-panel'],
  ['progesterone', 'progesterone'],
  ['crp', 'hs-crp'],
  ['homocysteine', 'homocysteine'],
  ['uric acid', 'uric-acid'],
  ['panel', 'advanced-lipid-panel-lpa-apob'],
  ['vitamin', 'vitamin-mineral-panel'],
  ['80061', 'comprehensive-health-package'],
  ['83036', 'diabetes-panel'],
  ['hemoglobin', 'hemoglobin'],
  ['zinc', 'zinc'],
  ['copper', 'copper'],
];

/** Every tag as written (name and attributes), in order: the structure a translation keeps. */
function tagsOf(html: string): string[] {
  return [...html.matchAll(/<[^>]*>/g)].map((match) => match[0]);
}

function disallowedTags(html: string, allowed: ReadonlySet<string>): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((match) => (match[1] ?? '').toLowerCase()).filter((tag) => !allowed.has(tag));
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{[a-zA-Z]+\}/g)].map((match) => match[0]).sort();
}

/** The Spanish text keeps the English one's HTML structure and placeholders, and is not the English left as is. */
function assertTranslated(where: string, english: string, spanish: string, allowed: ReadonlySet<string>): void {
  assert.ok(spanish.trim().length > 0, `${where} is empty`);
  assert.deepEqual(disallowedTags(spanish, allowed), [], `${where} uses only the allowed tags`);
  assert.deepEqual(tagsOf(spanish), tagsOf(english), `${where} keeps the English tags and links`);
  assert.deepEqual(placeholdersOf(spanish), placeholdersOf(english), `${where} keeps the placeholders`);
  if (english.length > 12) assert.notEqual(spanish, english, `${where} is translated`);
}

test('every category has a Spanish name and description, and nothing else is keyed', () => {
  const slugs = new Set(categories.map((category) => category.slug));
  for (const key of CATEGORIES_ES.keys()) assert.ok(slugs.has(key), `${key} is a category`);
  for (const category of categories) {
    const spanish = CATEGORIES_ES.get(category.slug);
    assert.ok(spanish, `${category.slug} has a Spanish translation`);
    assert.ok(spanish.name.trim(), `${category.slug} name`);
    assertTranslated(`${category.slug} description`, category.description, spanish.description, new Set());
  }
});

test('every navigation entry has its Spanish name, and its page content, title and meta description where the English has them', () => {
  const slugs = new Set(navigationItems.map((item) => item.slug));
  for (const key of NAVIGATION_ES.keys()) assert.ok(slugs.has(key), `${key} is a navigation entry`);
  for (const item of navigationItems) {
    const spanish = NAVIGATION_ES.get(item.slug);
    assert.ok(spanish, `${item.slug} has a Spanish translation`);
    assert.ok(spanish.name.trim(), `${item.slug} name`);
    for (const field of ['contentHtml', 'description', 'pageTitle', 'metaDescription'] as const) {
      const english = item[field];
      const translated: string | undefined = spanish[field];
      if (english === undefined) {
        assert.equal(translated, undefined, `${item.slug} ${field} has no English to translate`);
        continue;
      }
      assert.ok(translated !== undefined, `${item.slug} ${field} is translated`);
      assertTranslated(`${item.slug} ${field}`, english, translated, field === 'contentHtml' ? CONTENT_TAGS : new Set());
    }
  }
});

test('no Spanish page promises live chat, which does not exist (issue 16 defect 7)', () => {
  for (const [slug, spanish] of NAVIGATION_ES) {
    const text = [spanish.contentHtml, spanish.metaDescription, spanish.description].join(' ');
    assert.doesNotMatch(text, /chat/i, slug);
  }
});

test('the popular term list is the top product of each term, in turn, by the shared catalogue search', () => {
  const listed = products.filter((product) => product.isActive !== false && product.isHidden !== true).map((product) => ({ ...product, id: product.slug }));
  const index = buildCatalogueSearchIndex(listed);
  const taken = new Set<string>();
  for (const [term, slug] of POPULAR_TERM_PRODUCTS) {
    const first = searchCatalogue(index, term).matches.find((product) => !taken.has(product.slug));
    assert.equal(first?.slug, slug, `the first product for "${term}" not chosen by an earlier term`);
    taken.add(slug);
  }
  assert.equal(taken.size, 40);
});

test('the 40 most searched products have Spanish texts', () => {
  for (const [term, slug] of POPULAR_TERM_PRODUCTS) assert.ok(PRODUCTS_ES.has(slug), `${slug} (searched as "${term}") is translated`);
  assert.ok(PRODUCTS_ES.size >= 40);
});

test('every Spanish product text names an existing product and keeps the English HTML and placeholders', () => {
  for (const [slug, spanish] of PRODUCTS_ES) {
    const english = productsBySlug.get(slug);
    assert.ok(english, `${slug} is a product`);
    assert.ok(spanish.name.trim(), `${slug} name`);
    assertTranslated(`${slug} metaDescription`, english.metaDescription, spanish.metaDescription, new Set());
    assertTranslated(`${slug} descriptionHtml`, english.descriptionHtml, spanish.descriptionHtml, PRODUCT_TAGS);
    assertTranslated(`${slug} instructionsHtml`, english.instructionsHtml, spanish.instructionsHtml, PRODUCT_TAGS);
  }
});

test('the Spanish preparation phrases are the English ones, export for export, with the same HTML', () => {
  assert.deepEqual(Object.keys(spanishPreparation).sort(), Object.keys(englishPreparation).sort());
  const english: Record<string, unknown> = englishPreparation;
  for (const [name, spanish] of Object.entries(spanishPreparation)) {
    if (typeof spanish === 'string') assertTranslated(`preparation ${name}`, String(english[name]), spanish, PRODUCT_TAGS);
  }
  assertTranslated('prep()', englishPreparation.prep(englishPreparation.NO_PREP), spanishPreparation.prep(spanishPreparation.NO_PREP), PRODUCT_TAGS);
});
