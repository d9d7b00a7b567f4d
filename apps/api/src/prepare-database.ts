import { migrateToLatest, seedDatabase, type Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { ensureAdminAccount } from './accounts/admin-account';
import type { AdminPasswordOutlet } from './accounts/admin-password-outlet';
import type { AppConfig } from './config';

export interface PreparedDatabase {
  /** The migrations this run applied, in order. */
  applied: string[];
  seeded: boolean;
}

/**
 * What the database needs before the app is built on it: the schema first
 * (plugins read their settings from it as they register), the idempotent
 * seed, and the first administrator. The server does it on start, or the
 * migration command once for every instance (MIGRATE_ON_START, issue 21).
 */
export async function prepareDatabase(db: Kysely<Database>, config: AppConfig, adminPassword: AdminPasswordOutlet): Promise<PreparedDatabase> {
  const applied = await migrateToLatest(db);
  // Demo data (promo codes that give orders away) never in production.
  const seeded = await seedDatabase(db, { demo: config.NODE_ENV !== 'production' });
  await ensureAdminAccount(db, config.ADMIN_EMAIL, adminPassword.keep);
  return { applied, seeded };
}
