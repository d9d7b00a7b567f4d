import { test } from 'vitest';
import assert from 'node:assert/strict';

import { categories } from './categories';
import { specialtyProducts } from './products-specialty';
import { panelProducts } from './panels';
import * as wellnessModule from './products-wellness';
import * as hormonesNutritionModule from './products-hormones-nutrition';
import type { SeedProduct } from './types';

/** Every exported array of products from a part-A module, whatever its export name. */
function productsOf(mod: Record<string, unknown>): SeedProduct[] {
  return Object.values(mod)
    .filter((v): v is unknown[] => Array.isArray(v))
    .flat()
    .filter((p): p is SeedProduct => typeof p === 'object' && p !== null && 'slug' in p && 'cpt' in p);
}

const partA: SeedProduct[] = [
  ...productsOf(wellnessModule as Record<string, unknown>),
  ...productsOf(hormonesNutritionModule as Record<string, unknown>),
];
const mine: SeedProduct[] = [...specialtyProducts, ...panelProducts];
const all: SeedProduct[] = [...partA, ...mine];
const bySlug = new Map(all.map((p) => [p.slug, p]));

const EXPECTED_CATEGORIES: Record<string, number> = {
  'general-health': 1,
  'heart-health': 1,
  diabetes: 1,
  thyroid: 1,
  hormones: 1,
  'vitamins-nutrition': 1,
  'kidney-liver': 0,
  'blood-hematology': 0,
  'std-testing': 1,
  'infectious-disease': 0,
  allergy: 0,
  'autoimmune-inflammation': 0,
  'cancer-screening': 0,
  'mens-health': 1,
  'womens-health': 1,
  'physician-consult': 0,
  panels: 4,
  packages: 8,
};

const SPECIALTY_CATEGORIES = new Set([
  'std-testing',
  'infectious-disease',
  'allergy',
  'autoimmune-inflammation',
  'cancer-screening',
  'physician-consult',
]);

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CPT = /^\d{4}[0-9A-Z](?:, \d{4}[0-9A-Z])*$/;
const ALLOWED_TAGS = new Set(['p', 'ul', 'li', 'strong', 'em', 'h3']);

const cptCodes = (cpt: string): string[] => cpt.split(', ');

function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  for (const m of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    const tag = (m[1] ?? '').toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) problems.push(`tag <${tag}>`);
    if ((m[2] ?? '').trim() !== '') problems.push(`attributes on <${tag}>`);
  }
  // Tags must be balanced and properly nested.
  const stack: string[] = [];
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>/g)) {
    const name = (m[2] ?? '').toLowerCase();
    if (m[1] === '/') {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
    } else {
      stack.push(name);
    }
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  const text = html.replace(/<[^>]*>/g, '');
  if (/[<>]/.test(text)) problems.push('stray angle bracket');
  if (/&(?![a-z]+;|#\d+;)/i.test(text)) problems.push('unescaped &');
  return problems;
}

test('categories: exactly the expected slugs and flags', () => {
  const actual = Object.fromEntries(categories.map((c) => [c.slug, c.flags]));
  assert.equal(categories.length, Object.keys(EXPECTED_CATEGORIES).length, 'no duplicate or extra categories');
  assert.deepEqual(actual, EXPECTED_CATEGORIES);
  for (const c of categories) {
    assert.ok(c.name.trim().length > 0, `${c.slug} name`);
    assert.ok(c.description.length > 0 && c.description.length <= 4000, `${c.slug} description`);
  }
});

test('part B slugs are unique and kebab-case (also across the whole catalogue)', () => {
  const seen = new Set<string>();
  for (const p of mine) {
    assert.match(p.slug, KEBAB, p.slug);
    assert.ok(!seen.has(p.slug), `duplicate slug ${p.slug}`);
    seen.add(p.slug);
  }
  const allSeen = new Set<string>();
  for (const p of all) {
    assert.ok(!allSeen.has(p.slug), `slug ${p.slug} used twice in the catalogue`);
    allSeen.add(p.slug);
  }
});

test('part B product fields follow the seed rules', () => {
  const categorySlugs = new Set(categories.map((c) => c.slug));
  for (const p of mine) {
    const where = p.slug;
    assert.ok(p.name.trim().length > 0, `${where} name`);
    assert.match(p.cpt, CPT, `${where} cpt "${p.cpt}"`);
    assert.ok(p.questCode === null || (p.questCode.length >= 1 && p.questCode.length <= 5), `${where} questCode`);
    assert.ok([1, 2, 8, 16].includes(p.productType), `${where} productType`);
    assert.ok(Number.isInteger(p.labCodes) && p.labCodes >= 1 && p.labCodes <= 15, `${where} labCodes`);
    assert.ok(categorySlugs.has(p.categorySlug), `${where} category ${p.categorySlug}`);
    assert.ok(Number.isInteger(p.priceCents) && Number.isInteger(p.marketPriceCents), `${where} integer cents`);
    assert.ok(p.priceCents > 0, `${where} price > 0`);
    assert.ok(p.marketPriceCents > p.priceCents, `${where} market > price`);
    const saving = 1 - p.priceCents / p.marketPriceCents;
    assert.ok(saving >= 0.3 && saving <= 0.7, `${where} saving ${(saving * 100).toFixed(1)}% outside 30-70%`);
    assert.ok(Number.isInteger(p.searchPriority) && p.searchPriority >= 0 && p.searchPriority <= 5, `${where} priority`);
    assert.ok(p.tags.length >= 2 && p.tags.length <= 5, `${where} 2-5 tags`);
    assert.equal(new Set(p.tags).size, p.tags.length, `${where} duplicate tags`);
    for (const t of p.tags) assert.ok(t.trim() === t && t.length > 0, `${where} tag "${t}"`);
    assert.ok(p.metaDescription.length > 0 && p.metaDescription.length <= 160, `${where} metaDescription length ${p.metaDescription.length}`);
    assert.deepEqual(htmlProblems(p.descriptionHtml), [], `${where} descriptionHtml`);
    assert.deepEqual(htmlProblems(p.instructionsHtml), [], `${where} instructionsHtml`);
    const paragraphs = (p.descriptionHtml.match(/<p>/g) ?? []).length;
    assert.ok(paragraphs >= 2 && paragraphs <= 4, `${where} has ${paragraphs} description paragraphs`);
    assert.match(p.instructionsHtml, /photo ID/, `${where} instructions mention photo ID`);
    if (p.productType === 2) {
      assert.ok((p.extraTestsPriceCents ?? 0) > 0, `${where} reflex test needs extraTestsPriceCents`);
    } else {
      assert.equal(p.extraTestsPriceCents, undefined, `${where} only reflex tests carry an extra price`);
    }
    if (p.productType === 16) assert.equal(p.categorySlug, 'physician-consult', `${where} consult category`);
  }
});

test('specialty products: counts, categories and required tests', () => {
  assert.ok(specialtyProducts.length >= 60, `only ${specialtyProducts.length} specialty products`);
  for (const p of specialtyProducts) {
    assert.ok(SPECIALTY_CATEGORIES.has(p.categorySlug), `${p.slug} in ${p.categorySlug}`);
    assert.notEqual(p.productType, 8, `${p.slug} is a panel`);
    assert.equal(p.memberSlugs, undefined, `${p.slug} has members`);
  }
  for (const cat of SPECIALTY_CATEGORIES) {
    assert.ok(specialtyProducts.some((p) => p.categorySlug === cat), `no product in ${cat}`);
  }
  const inactive = specialtyProducts.filter((p) => p.isActive === false);
  assert.equal(inactive.length, 1, 'exactly one inactive specialty product');
  const consults = specialtyProducts.filter((p) => p.productType === 16);
  assert.ok(consults.length >= 1 && consults.length <= 2, 'one or two physician consults');
  assert.ok(specialtyProducts.filter((p) => p.productType === 2).length >= 4, 'at least four reflex tests');
  const cpts = new Set(specialtyProducts.flatMap((p) => cptCodes(p.cpt)));
  for (const code of ['86769', '87635', '87389', '86480', '86003', '82785', '86038', '86431', '86200', '85652', '86364', '82378', '86304', '82105', '82274', '87491', '87591', '86592', '99421']) {
    assert.ok(cpts.has(code), `missing a test with CPT ${code}`);
  }
  const covidIgg = specialtyProducts.find((p) => p.cpt === '86769');
  assert.ok(covidIgg && /COVID-19/.test(covidIgg.name) && /IgG/.test(covidIgg.name), 'COVID-19 IgG product name');
});

test('panels and packages: counts, category and lipid panel', () => {
  const panels = panelProducts.filter((p) => p.categorySlug === 'panels');
  const packages = panelProducts.filter((p) => p.categorySlug === 'packages');
  assert.equal(panels.length + packages.length, panelProducts.length, 'panels only in panels or packages');
  assert.ok(panels.length >= 15, `only ${panels.length} panels`);
  assert.ok(packages.length >= 4, `only ${packages.length} packages`);
  for (const p of panelProducts) assert.equal(p.productType, 8, `${p.slug} productType`);
  assert.ok(panels.some((p) => p.name.includes('Lipid')), "a panel whose name contains 'Lipid'");
});

test('panel members: 2-12 individual tests that exist, price below the members, cpt from members', () => {
  const missing: string[] = [];
  for (const panel of panelProducts) {
    const members = panel.memberSlugs ?? [];
    assert.ok(members.length >= 2 && members.length <= 12, `${panel.slug} has ${members.length} members`);
    assert.equal(new Set(members).size, members.length, `${panel.slug} duplicate member`);
    let sum = 0;
    const memberCpts: string[] = [];
    for (const slug of members) {
      const member = bySlug.get(slug);
      if (!member) {
        missing.push(`${panel.slug} -> ${slug}`);
        continue;
      }
      assert.notEqual(member.productType, 8, `${panel.slug} member ${slug} is itself a panel`);
      assert.notEqual(member.productType, 16, `${panel.slug} member ${slug} is a consult`);
      assert.notEqual(member.isActive, false, `${panel.slug} member ${slug} is inactive`);
      sum += member.priceCents;
      memberCpts.push(member.cpt);
    }
    if (members.every((s) => bySlug.has(s))) {
      assert.ok(panel.priceCents < sum, `${panel.slug} price ${panel.priceCents} not below members' sum ${sum}`);
      assert.equal(panel.cpt, memberCpts.join(', '), `${panel.slug} cpt is not its members' CPT codes comma-joined`);
    }
  }
  assert.deepEqual(missing, [], 'member slugs that do not resolve to a product');
});
