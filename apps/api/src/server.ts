import { connect } from '@labstore/db';
import closeWithGrace from 'close-with-grace';
import { adminPasswordOutlet } from './accounts/admin-password-outlet';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './prepare-database';

const config = loadConfig();
const logger =
  config.NODE_ENV === 'development' && process.stdout.isTTY
    ? { level: config.LOG_LEVEL, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
    : { level: config.LOG_LEVEL };

const database = await connect({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
// The generated password reaches the terminal when there is one, else an owner-only file: never the log.
const adminPassword = adminPasswordOutlet({ terminal: process.stdout.isTTY ? process.stdout : undefined, dataDir: config.DATA_DIR });
// Off: the migration command has done it (or will; /ready waits for its schema).
const prepared = config.MIGRATE_ON_START ? await prepareDatabase(database.db, config, adminPassword) : undefined;
const app = await buildApp({ config, database, logger });
if (prepared && prepared.applied.length > 0) app.log.info({ migrations: prepared.applied }, 'database migrated');
if (prepared?.seeded) app.log.info('seed data loaded');
if (config.NODE_ENV === 'production' && app.paymentProvider.name === 'sandbox') {
  app.log.warn('PAYMENTS_SANDBOX_IN_PRODUCTION: orders are taken without charging any card');
}

// Issue 21 (docs/operations.md Start and stop): app.close() stops accepting,
// lets requests in flight finish and hands back the jobs still running after
// the worker's 5 s grace, all within this 10 s; past it the process exits
// anyway. Its own complaints (a timeout, a second signal) go to the JSON log.
const closeLogger = { error: (problem: unknown) => app.log.error(problem instanceof Error ? { err: problem } : { reason: String(problem) }, 'close-with-grace') };
closeWithGrace({ delay: 10_000, logger: closeLogger }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`labstore on http://localhost:${config.PORT} (${database.dialect === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`);
// Once, on the first start: the password is stored only as a hash.
adminPassword.announce(app.log);
