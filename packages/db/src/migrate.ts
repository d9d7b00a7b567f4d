import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Kysely, type Migration } from 'kysely';
import * as accounts from './migrations/2026-11-21T1900-extensions-and-accounts';
import * as catalogue from './migrations/2026-11-21T1901-catalogue';
import * as orders from './migrations/2026-11-21T1902-orders-and-payments';
import * as content from './migrations/2026-11-21T1903-content-and-operations';
import * as phoneRule from './migrations/2026-11-21T2000-phone-rule-as-specified';
import * as payments from './migrations/2026-11-23T2310-payments';
import * as cartIndexes from './migrations/2026-11-23T2320-cart-indexes';
import * as paymentCustomers from './migrations/2026-11-23T2330-payment-customers';
import * as emailQueue from './migrations/2026-11-25T0900-email-queue';
import * as moneyKeptInStep from './migrations/2026-11-26T1000-money-kept-in-step';
import * as loginAsCodes from './migrations/2026-11-26T1010-login-as-codes';
import * as newsletterConfirmations from './migrations/2026-11-26T1030-newsletter-confirmations';
import * as translations from './migrations/2026-11-27T0030-translations';
import * as afterTheOrder from './migrations/2026-11-27T1000-after-the-order';
import * as fastingHours from './migrations/2026-11-28T1000-fasting-hours';
import * as adminAudit from './migrations/2026-11-29T1000-admin-audit';
import * as transactionsList from './migrations/2026-11-30T1000-transactions-list';
import * as imageUploads from './migrations/2026-12-01T1200-image-uploads';
import type { Database } from './schema/database';

// Listed here rather than read from the folder, so the order is explicit and a
// bundler or a different working directory cannot lose one.
const migrations: Record<string, Migration> = {
  '2026-11-21T1900-extensions-and-accounts': accounts,
  '2026-11-21T1901-catalogue': catalogue,
  '2026-11-21T1902-orders-and-payments': orders,
  '2026-11-21T1903-content-and-operations': content,
  '2026-11-21T2000-phone-rule-as-specified': phoneRule,
  '2026-11-23T2310-payments': payments,
  '2026-11-23T2320-cart-indexes': cartIndexes,
  '2026-11-23T2330-payment-customers': paymentCustomers,
  '2026-11-25T0900-email-queue': emailQueue,
  '2026-11-26T1000-money-kept-in-step': moneyKeptInStep,
  '2026-11-26T1010-login-as-codes': loginAsCodes,
  '2026-11-26T1030-newsletter-confirmations': newsletterConfirmations,
  '2026-11-27T0030-translations': translations,
  '2026-11-27T1000-after-the-order': afterTheOrder,
  '2026-11-28T1000-fasting-hours': fastingHours,
  '2026-11-29T1000-admin-audit': adminAudit,
  '2026-11-30T1000-transactions-list': transactionsList,
  '2026-12-01T1200-image-uploads': imageUploads,
};

/**
 * Runs every pending migration; Kysely's lock makes concurrent starts safe.
 * An older release started on a schema a newer one has migrated (a rolling
 * deploy, a rollback) finds nothing pending and leaves it as it is, where
 * Kysely's migrator would refuse the migrations it does not know
 * (docs/operations.md, Migrations in a rolling deploy).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  if ((await pendingMigrations(db)).length === 0) return [];
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * The migrations this build knows that the database has not run, in order.
 * Issue 21: an instance that does not migrate on start reads this for its
 * readiness, so it serves no schema older than it needs.
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const executed = await executedMigrations(db);
  return Object.keys(migrations).filter((name) => !executed.has(name));
}

/** What Kysely's migrator recorded; nothing on a new database, which has no record table yet. */
async function executedMigrations(db: Kysely<Database>): Promise<Set<string>> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass(${DEFAULT_MIGRATION_TABLE}) is not null as present`.execute(db);
  if (!rows[0]?.present) return new Set();
  const recorded = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  return new Set(recorded.rows.map((row) => row.name));
}
