import { sql, type Kysely, type Transaction } from 'kysely';
import { sanitizeRichText } from '../rich-text';
import type { Database } from '../schema/database';
import { categories } from './data/categories';
import { CATEGORIES_ES } from './data/es/categories';
import { PRODUCTS_ES } from './data/es/products';
import { panelProducts } from './data/panels';
import { hormonesNutritionProducts } from './data/products-hormones-nutrition';
import { specialtyProducts } from './data/products-specialty';
import { wellnessProducts } from './data/products-wellness';
import type { SeedProduct } from './data/types';
import { fastingHoursOf } from './fasting-hours';
import { insertSvgImage } from './images';
import { categoryIllustrationSvg } from './svg-art';

export const seedProducts: SeedProduct[] = [
  ...wellnessProducts,
  ...hormonesNutritionProducts,
  ...specialtyProducts,
  ...panelProducts,
];

type Db = Kysely<Database> | Transaction<Database>;

async function seedCategories(db: Db): Promise<Map<string, { id: string; imageId: string | null }>> {
  for (const [index, category] of categories.entries()) {
    const exists = await db.selectFrom('categories').select('id').where('slug', '=', category.slug).executeTakeFirst();
    if (exists) continue;
    const imageId = await insertSvgImage(db, `${category.slug}.svg`, categoryIllustrationSvg(category.name, (index * 37) % 360), 480, 320);
    await db
      .insertInto('categories')
      .values({ slug: category.slug, name: category.name, description: category.description, flags: category.flags, image1_id: imageId })
      .execute();
  }
  const rows = await db.selectFrom('categories').select(['id', 'slug', 'image1_id']).execute();
  return new Map(rows.map((row) => [row.slug, { id: row.id, imageId: row.image1_id }]));
}

/** The column default of products.pwn_code (spec/03 3: pwnCode default 'test'). */
const DEFAULT_PWN_CODE = 'test';

/** Individual tests are the partner's to fill; panels (8) go by their members and consults (16) are exempt. */
function hasPartnerTest(product: SeedProduct): boolean {
  return product.productType !== 8 && product.productType !== 16;
}

/**
 * A seeded test's code on the partner's list, and so its pwn_code: its Quest
 * code, else its first CPT code. Several tests billed under one CPT code share
 * one partner test.
 */
export function partnerCodeOf(product: SeedProduct): string {
  return product.questCode ?? `CPT-${product.cpt.split(',')[0]?.trim()}`;
}

// spec/02 4.7: COVID-19 tests that need an eligibility questionnaire first.
function eligibilityOf(product: SeedProduct): 'covid-immune' | null {
  return /covid/i.test(product.name) && /antibod|igg/i.test(product.name) ? 'covid-immune' : null;
}

async function seedProductRows(db: Db, categoryIds: Map<string, { id: string; imageId: string | null }>): Promise<void> {
  const rows = seedProducts.map((product) => {
    const category = categoryIds.get(product.categorySlug);
    if (!category) throw new Error(`Seed product ${product.slug} names unknown category ${product.categorySlug}`);
    return {
      slug: product.slug,
      name: product.name,
      cpt: product.cpt,
      quest_code: product.questCode,
      product_type: product.productType,
      lab_codes: product.labCodes,
      category_id: category.id,
      image_id: category.imageId,
      market_price_cents: product.marketPriceCents,
      master_price_cents: product.priceCents,
      extra_tests_price_cents: product.extraTestsPriceCents ?? null,
      has_extra_charge: product.productType === 2,
      search_priority: product.searchPriority,
      tags: product.tags,
      description_html: sanitizeRichText(product.descriptionHtml),
      instructions_html: sanitizeRichText(product.instructionsHtml),
      page_title: `${product.name} | labstore`,
      meta_description: product.metaDescription,
      meta_robots: 'index, follow',
      eligibility: eligibilityOf(product),
      is_active: product.isActive ?? true,
      is_hidden: product.isHidden ?? false,
      // Panels and consults keep the column's default: the partner fills a panel's members.
      ...(hasPartnerTest(product) ? { pwn_code: partnerCodeOf(product) } : {}),
    };
  });
  await db.insertInto('products').values(rows).onConflict((conflict) => conflict.column('slug').doNothing()).execute();
}

/**
 * Seeded tests from before pwn codes were seeded still hold the column's
 * default 'test', which names no partner test: they get their partner code.
 * Any other value is an administrator's and stays (docs/decisions.md, seeding).
 */
async function fillDefaultPwnCodes(db: Db): Promise<void> {
  const codes = seedProducts.filter(hasPartnerTest).map((product) => sql`(${product.slug}::text, ${partnerCodeOf(product)}::text)`);
  await sql`
    update products set pwn_code = seeded.code
    from (values ${sql.join(codes)}) as seeded (slug, code)
    where products.slug = seeded.slug and products.pwn_code = ${DEFAULT_PWN_CODE}`.execute(db);
}

async function seedPanelMembers(db: Db): Promise<void> {
  const ids = new Map((await db.selectFrom('products').select(['id', 'slug']).execute()).map((row) => [row.slug, row.id]));
  const links = seedProducts.flatMap((panel) =>
    (panel.memberSlugs ?? []).map((memberSlug, position) => {
      const parentId = ids.get(panel.slug);
      const childId = ids.get(memberSlug);
      if (!parentId || !childId) throw new Error(`Seed panel ${panel.slug} names unknown member ${memberSlug}`);
      return { parent_id: parentId, child_id: childId, relation_type: 8, position };
    }),
  );
  if (links.length === 0) return;
  await db
    .insertInto('product_children')
    .values(links)
    .onConflict((conflict) => conflict.columns(['parent_id', 'child_id']).doNothing())
    .execute();
}

function fastingRequiredOf(product: SeedProduct): boolean {
  return /fast/i.test(product.instructionsHtml) && !/no fasting/i.test(product.instructionsHtml);
}

/**
 * Issue 18: each seeded partner test's fast, by partner code, from its
 * preparation text (null when it needs none). Several tests billed under one
 * CPT code share a partner test: the first of them gives it, as its insert does.
 */
export function seedFastingHours(): Map<string, number | null> {
  const hours = new Map<string, number | null>();
  for (const product of seedProducts.filter(hasPartnerTest)) {
    const code = partnerCodeOf(product);
    if (!hours.has(code)) hours.set(code, fastingHoursOf(product.instructionsHtml, fastingRequiredOf(product)));
  }
  return hours;
}

// The partner's orderable list mirrors the individual tests we sell (spec/03 Pwn Tests).
async function seedPartnerTests(db: Db): Promise<void> {
  const rows = seedProducts
    .filter(hasPartnerTest)
    .map((product) => ({
      code: partnerCodeOf(product),
      name: product.name,
      same_day: false,
      fasting_required: fastingRequiredOf(product),
      fasting_hours: fastingHoursOf(product.instructionsHtml, fastingRequiredOf(product)),
      required_gender: null,
    }));
  await db.insertInto('partner_tests').values(rows).onConflict((conflict) => conflict.column('code').doNothing()).execute();
}

/**
 * Partner tests seeded before fasting hours were (issue 18) have none: a
 * seeded test that asks for a fast gets its figure. A figure already there
 * is an administrator's or the partner's and stays, as does a test no
 * longer asking for a fast.
 */
async function fillFastingHours(db: Db): Promise<void> {
  const figures = [...seedFastingHours()].flatMap(([code, hours]) => (hours === null ? [] : [sql`(${code}::text, ${hours}::smallint)`]));
  if (figures.length === 0) return;
  await sql`
    update partner_tests set fasting_hours = seeded.hours
    from (values ${sql.join(figures)}) as seeded (code, hours)
    where partner_tests.code = seeded.code and partner_tests.fasting_hours is null and partner_tests.fasting_required`.execute(db);
}

/**
 * Issue 16: the Spanish words of categories and products, beside the English
 * ones. Like every seeded row, a translation an administrator edited stays.
 */
async function seedCatalogueTranslations(db: Db, categoryIds: Map<string, { id: string }>): Promise<void> {
  const categoryRows = [...CATEGORIES_ES].map(([slug, words]) => {
    const category = categoryIds.get(slug);
    if (!category) throw new Error(`Spanish seed names unknown category ${slug}`);
    return { category_id: category.id, language: 'es', name: words.name, description: words.description };
  });
  if (categoryRows.length > 0) {
    await db.insertInto('category_translations').values(categoryRows).onConflict((conflict) => conflict.columns(['category_id', 'language']).doNothing()).execute();
  }
  const productIds = new Map((await db.selectFrom('products').select(['id', 'slug']).execute()).map((row) => [row.slug, row.id]));
  const productRows = [...PRODUCTS_ES].map(([slug, words]) => {
    const productId = productIds.get(slug);
    if (!productId) throw new Error(`Spanish seed names unknown product ${slug}`);
    return {
      product_id: productId,
      language: 'es',
      name: words.name,
      description_html: sanitizeRichText(words.descriptionHtml),
      instructions_html: sanitizeRichText(words.instructionsHtml),
      page_title: `${words.name} | labstore`,
      meta_description: words.metaDescription,
    };
  });
  if (productRows.length > 0) {
    await db.insertInto('product_translations').values(productRows).onConflict((conflict) => conflict.columns(['product_id', 'language']).doNothing()).execute();
  }
}

export async function seedCatalogue(db: Db): Promise<void> {
  const categoryIds = await seedCategories(db);
  await seedProductRows(db, categoryIds);
  await seedCatalogueTranslations(db, categoryIds);
  await fillDefaultPwnCodes(db);
  await seedPanelMembers(db);
  await seedPartnerTests(db);
  await fillFastingHours(db);
}
