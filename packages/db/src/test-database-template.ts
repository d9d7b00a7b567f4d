import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { connect } from './connect';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/seed';
import { testDatabaseKey } from './test-database-key';
import type { TestDatabaseContents } from './test-database-snapshot';

const TEMPLATE_PREFIX = 'labstore_test_template_';
const TEMPLATE_LOCK = 'labstore test database templates';
// PostgreSQL's object_in_use: CREATE DATABASE refuses a template while any
// session is connected to it, which a concurrent clone's check can briefly be.
const OBJECT_IN_USE = '55006';
const CLONE_ATTEMPTS = 40;

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withServerClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function buildTemplate(client: pg.Client, serverUrl: string, name: string, contents: TestDatabaseContents): Promise<void> {
  // Built under another name and renamed when complete, so a run that died
  // halfway never leaves a template that looks ready.
  const building = `${name}_building`;
  await client.query(`drop database if exists ${building} with (force)`);
  await client.query(`create database ${building}`);
  const handle = await connect({ databaseUrl: databaseUrl(serverUrl, building), dataDir: '', poolSize: 2 });
  try {
    await migrateToLatest(handle.db);
    if (contents === 'seeded') await seedDatabase(handle.db);
  } finally {
    await handle.close();
  }
  await client.query(`alter database ${building} rename to ${name}`);
}

async function dropStaleTemplates(client: pg.Client, key: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where starts_with(datname, $1) and not starts_with(datname, $2)`,
    [TEMPLATE_PREFIX, `${TEMPLATE_PREFIX}${key}_`],
  );
  for (const { datname } of rows) {
    // Without force: a run of older sources still cloning from it keeps it.
    await client.query(`drop database if exists ${datname}`).catch(() => undefined);
  }
}

const templatesOfThisProcess = new Map<TestDatabaseContents, Promise<string>>();

/**
 * The name of a migrated (and seeded) template database on the server, made
 * once for all test processes: the advisory lock lets one build it while the
 * others wait, then they find it.
 */
export function serverTemplate(serverUrl: string, contents: TestDatabaseContents): Promise<string> {
  let template = templatesOfThisProcess.get(contents);
  if (!template) {
    template = (async () => {
      const key = await testDatabaseKey();
      const name = `${TEMPLATE_PREFIX}${key}_${contents}`;
      await withServerClient(serverUrl, async (client) => {
        await client.query('select pg_advisory_lock(hashtext($1))', [TEMPLATE_LOCK]);
        try {
          const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
          if (existing.rowCount === 0) {
            await buildTemplate(client, serverUrl, name, contents);
            await dropStaleTemplates(client, key);
          }
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [TEMPLATE_LOCK]);
        }
      });
      return name;
    })();
    templatesOfThisProcess.set(contents, template);
  }
  return template;
}

/** A new database on the server, copied from the template; returns its name. */
export async function cloneServerTemplate(serverUrl: string, contents: TestDatabaseContents): Promise<string> {
  const template = await serverTemplate(serverUrl, contents);
  const name = `labstore_test_${randomBytes(6).toString('hex')}`;
  await withServerClient(serverUrl, async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === CLONE_ATTEMPTS) throw error;
        await sleep(50 * attempt);
      }
    }
  });
  return name;
}
