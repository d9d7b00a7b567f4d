import { connect } from '@labstore/db';
import { pino } from 'pino';
import { adminPasswordOutlet } from './accounts/admin-password-outlet';
import { loadConfig } from './config';
import { prepareDatabase } from './prepare-database';

// Issue 21: the one-shot migration command (`node apps/api/dist/migrate.js`,
// the Kubernetes Job, compose's migrate service): migrates, seeds and creates
// the first administrator once, then exits, so instances started with
// MIGRATE_ON_START=false only serve (docs/operations.md Migrations in a rolling deploy).
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const database = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
try {
  // As on a server's first start: a terminal when there is one (kubectl run -it), else an owner-only file in DATA_DIR.
  const adminPassword = adminPasswordOutlet({ terminal: process.stdout.isTTY ? process.stdout : undefined, dataDir: config.DATA_DIR });
  const { applied, seeded } = await prepareDatabase(database.db, config, adminPassword);
  log.info({ migrations: applied, seeded }, applied.length > 0 ? 'database migrated' : 'database schema already up to date');
  adminPassword.announce(log);
} catch (error) {
  log.error({ err: error }, 'migration failed');
  process.exitCode = 1;
} finally {
  await database.close();
}
