import { test } from 'vitest';
import assert from 'node:assert/strict';
import type { SeedProduct } from './types';
import { wellnessProducts } from './products-wellness';
import { hormonesNutritionProducts } from './products-hormones-nutrition';

const WELLNESS_CATEGORIES = [
  'general-health',
  'heart-health',
  'diabetes',
  'thyroid',
  'kidney-liver',
  'blood-hematology',
];
const HORMONES_NUTRITION_CATEGORIES = ['hormones', 'vitamins-nutrition', 'mens-health', 'womens-health'];
/** types.ts: product HTML may use only these tags, without attributes. */
const ALLOWED_TAGS = new Set(['p', 'ul', 'li', 'strong', 'em', 'h3']);

const all: SeedProduct[] = [...wellnessProducts, ...hormonesNutritionProducts];
const label = (p: SeedProduct): string => p.slug || p.name;

/** Returns problems with an HTML fragment: disallowed tags, attributes, stray brackets, unbalanced tags. */
function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tagPattern = /<(\/?)([a-zA-Z0-9]+)([^>]*)>/g;
  for (const match of html.matchAll(tagPattern)) {
    const [, closing, rawName = '', attrs = ''] = match;
    const name = rawName.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) problems.push(`tag <${name}> not allowed`);
    if (attrs.trim() !== '') problems.push(`tag <${name}> has attributes`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else {
      stack.push(name);
    }
  }
  if (stack.length > 0) problems.push(`unclosed tags: ${stack.join(', ')}`);
  const text = html.replace(tagPattern, '');
  if (/[<>]/.test(text)) problems.push('stray < or > outside a tag');
  if (/&(?![a-z]+;|#\d+;)/i.test(text)) problems.push('unescaped &');
  return problems;
}

test('part A has at least 85 products', () => {
  assert.ok(all.length >= 85, `only ${all.length} products`);
});

test('slugs are unique kebab-case', () => {
  const seen = new Set<string>();
  for (const p of all) {
    assert.match(p.slug, /^[a-z0-9]+(-[a-z0-9]+)*$/, `slug not kebab-case: ${p.slug}`);
    assert.ok(!seen.has(p.slug), `duplicate slug: ${p.slug}`);
    seen.add(p.slug);
  }
});

test('names are present, trimmed and unique', () => {
  const seen = new Set<string>();
  for (const p of all) {
    assert.ok(p.name.length > 0 && p.name === p.name.trim(), `bad name for ${label(p)}`);
    assert.ok(!seen.has(p.name.toLowerCase()), `duplicate name: ${p.name}`);
    seen.add(p.name.toLowerCase());
  }
});

test('CPT codes are 5-digit codes, comma separated', () => {
  for (const p of all) {
    assert.match(p.cpt, /^\d{5}(-\d{2})?(, \d{5})*$/, `bad cpt for ${label(p)}: ${p.cpt}`);
  }
});

test('quest codes are null or up to 5 characters', () => {
  for (const p of all) {
    if (p.questCode === null) continue;
    assert.match(p.questCode, /^[0-9A-Za-z]{1,5}$/, `bad questCode for ${label(p)}: ${p.questCode}`);
  }
});

test('product types are individual tests; reflex tests carry an extra fee', () => {
  for (const p of all) {
    assert.ok(p.productType === 1 || p.productType === 2, `${label(p)} has type ${p.productType}`);
    assert.equal(p.memberSlugs, undefined, `${label(p)} must not have member tests`);
    if (p.productType === 2) {
      assert.ok(
        Number.isInteger(p.extraTestsPriceCents) && (p.extraTestsPriceCents ?? 0) > 0,
        `reflex ${label(p)} needs extraTestsPriceCents`,
      );
    } else {
      assert.equal(p.extraTestsPriceCents, undefined, `${label(p)} is not a reflex test`);
    }
  }
  assert.ok(all.some((p) => p.productType === 2), 'expected at least one reflex test');
});

test('lab codes are a non-empty bitmask of known labs', () => {
  for (const p of all) {
    assert.ok(Number.isInteger(p.labCodes), `${label(p)} labCodes not an integer`);
    assert.ok(p.labCodes > 0 && (p.labCodes & ~15) === 0, `${label(p)} bad labCodes ${p.labCodes}`);
  }
});

test('prices: integer cents, market > price > 0, store-style endings, 30-70% discount', () => {
  for (const p of all) {
    for (const cents of [p.marketPriceCents, p.priceCents]) {
      assert.ok(Number.isInteger(cents), `${label(p)} price not integer cents`);
      assert.ok(cents % 100 === 0 || cents % 100 === 99, `${label(p)} price ${cents} should end in 00 or 99`);
    }
    assert.ok(p.priceCents > 0, `${label(p)} price must be positive`);
    assert.ok(p.marketPriceCents > p.priceCents, `${label(p)} market price must exceed our price`);
    const discount = 1 - p.priceCents / p.marketPriceCents;
    assert.ok(discount >= 0.3 && discount <= 0.7, `${label(p)} discount ${discount.toFixed(2)} outside 30-70%`);
  }
});

test('search priority is an integer 0..5 and the best sellers rank 5', () => {
  for (const p of all) {
    assert.ok(
      Number.isInteger(p.searchPriority) && p.searchPriority >= 0 && p.searchPriority <= 5,
      `${label(p)} searchPriority ${p.searchPriority}`,
    );
  }
  const bySlug = new Map(all.map((p) => [p.slug, p]));
  for (const slug of [
    'cbc-with-differential',
    'comprehensive-metabolic-panel',
    'lipid-panel',
    'hemoglobin-a1c',
    'tsh',
    'vitamin-d-25-hydroxy',
  ]) {
    assert.equal(bySlug.get(slug)?.searchPriority, 5, `${slug} should exist with priority 5`);
  }
});

test('tags: 2 to 5 non-empty, trimmed, distinct', () => {
  for (const p of all) {
    assert.ok(p.tags.length >= 2 && p.tags.length <= 5, `${label(p)} has ${p.tags.length} tags`);
    assert.equal(new Set(p.tags).size, p.tags.length, `${label(p)} has duplicate tags`);
    for (const t of p.tags) assert.ok(t.length > 0 && t === t.trim(), `${label(p)} bad tag "${t}"`);
  }
});

test('description and instructions use only allowed, balanced HTML', () => {
  for (const p of all) {
    for (const [field, html] of [
      ['descriptionHtml', p.descriptionHtml],
      ['instructionsHtml', p.instructionsHtml],
    ] as const) {
      assert.deepEqual(htmlProblems(html), [], `${label(p)} ${field}`);
    }
    const paragraphs = (p.descriptionHtml.match(/<p>/g) ?? []).length;
    assert.ok(paragraphs >= 2 && paragraphs <= 4, `${label(p)} description has ${paragraphs} paragraphs`);
  }
});

test('instructions remind to bring the requisition and photo ID', () => {
  for (const p of all) {
    assert.match(p.instructionsHtml, /requisition/i, `${label(p)} instructions miss the requisition`);
    assert.match(p.instructionsHtml, /photo ID/, `${label(p)} instructions miss the photo ID`);
  }
});

test('meta descriptions are one sentence up to 160 characters', () => {
  for (const p of all) {
    const meta = p.metaDescription;
    assert.ok(meta.length > 0 && meta.length <= 160, `${label(p)} meta length ${meta.length}`);
    assert.doesNotMatch(meta, /[<>]/, `${label(p)} meta contains markup`);
  }
});

test('categories stay within each file’s list', () => {
  for (const p of wellnessProducts) {
    assert.ok(WELLNESS_CATEGORIES.includes(p.categorySlug), `${label(p)} category ${p.categorySlug}`);
  }
  for (const p of hormonesNutritionProducts) {
    assert.ok(
      HORMONES_NUTRITION_CATEGORIES.includes(p.categorySlug),
      `${label(p)} category ${p.categorySlug}`,
    );
  }
  for (const c of [...WELLNESS_CATEGORIES, ...HORMONES_NUTRITION_CATEGORIES]) {
    assert.ok(all.some((p) => p.categorySlug === c), `category ${c} has no products`);
  }
});

test('a few products exercise the inactive and hidden rules', () => {
  const inactive = all.filter((p) => p.isActive === false);
  const hidden = all.filter((p) => p.isHidden === true);
  assert.ok(inactive.length >= 2 && inactive.length <= 3, `${inactive.length} inactive products`);
  assert.equal(hidden.length, 1, `${hidden.length} hidden products`);
  for (const p of all) {
    if (p.isActive !== undefined) assert.equal(typeof p.isActive, 'boolean');
    if (p.isHidden !== undefined) assert.equal(typeof p.isHidden, 'boolean');
  }
});
