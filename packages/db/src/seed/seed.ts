import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema/database';
import { categories } from './data/categories';
import { articles, authors } from './data/blog';
import { CATEGORIES_ES } from './data/es/categories';
import { NAVIGATION_ES } from './data/es/navigation';
import { PRODUCTS_ES } from './data/es/products';
import { navigationItems } from './data/navigation';
import { promoCodes } from './data/promo-codes';
import { partnerCodeOf, seedCatalogue, seedFastingHours, seedProducts } from './seed-catalogue';
import { seedContent } from './seed-content';
import { seedPromoCodes } from './seed-promo-codes';
import { buildTestCenters } from './test-centers';

const SEED_VERSION_KEY = 'seed.version';
const SEED_LOCK = 'labstore.seed';

/**
 * Changes whenever the seed data changes, so an unchanged start skips the
 * work. Values the seed derives in code (partner codes, fasting hours) are part of it.
 */
function seedVersion(testCenterCount: number, demo: boolean): string {
  const partnerCodes = seedProducts.map(partnerCodeOf);
  const fastingHours = [...seedFastingHours()];
  const spanish = { categories: [...CATEGORIES_ES], products: [...PRODUCTS_ES], navigation: [...NAVIGATION_ES] };
  const data = JSON.stringify({ categories, seedProducts, partnerCodes, fastingHours, authors, articles, navigationItems, spanish, testCenterCount, promoCodes: demo ? promoCodes : [] });
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}

async function seedTestCenters(db: Kysely<Database>, centers: ReturnType<typeof buildTestCenters>): Promise<void> {
  const batchSize = 500;
  for (let start = 0; start < centers.length; start += batchSize) {
    await db
      .insertInto('test_centers')
      .values(centers.slice(start, start + batchSize))
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
  }
}

export interface SeedOptions {
  /**
   * The demo promo codes (issue 14: FREETEST gives orders away). The
   * catalogue, test centers, content and fees are the store's starting data
   * and are seeded everywhere; demo data never in production (server.ts).
   */
  demo?: boolean;
}

/**
 * Idempotent: rows are matched by their natural keys (slugs, codes, names)
 * and never overwritten, so an administrator's edits survive a restart.
 * Returns false when the data was already seeded at this version.
 */
export async function seedDatabase(db: Kysely<Database>, { demo = true }: SeedOptions = {}): Promise<boolean> {
  const centers = buildTestCenters();
  const version = seedVersion(centers.length, demo);
  const stored = await db.selectFrom('app_settings').select('value').where('key', '=', SEED_VERSION_KEY).executeTakeFirst();
  if (stored?.value === version) return false;

  await db.transaction().execute(async (trx) => {
    // Instances starting together on a new database: one seeds at a time.
    // The seed reads before it writes (by natural keys), so the next one,
    // seeing what the first committed, adds nothing twice.
    await sql`select pg_advisory_xact_lock(hashtext(${SEED_LOCK}))`.execute(trx);
    await seedCatalogue(trx);
    await seedContent(trx);
    await seedPromoCodes(trx, { demo });
  });
  await seedTestCenters(db, centers);
  await db
    .insertInto('app_settings')
    .values({ key: SEED_VERSION_KEY, value: JSON.stringify(version) })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(version), updated_at: sql`now()` }))
    .execute();
  return true;
}
