import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { Database, DatabaseHandle } from '@labstore/db';
import { createTestDatabase } from '@labstore/db/testing';
import { freePort } from '@labstore/infra/server-process';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type Driver } from 'kysely';
import { loadConfig } from '../config';
import rateLimit from '../plugins/rate-limit';
import healthRoutes, { type HealthOptions } from './health.routes';

/** A database whose connections fail at once, or never come. */
function unreachableDatabase(how: 'rejects' | 'hangs'): Kysely<Database> {
  const driver: Driver = {
    init: async () => {},
    acquireConnection: () => (how === 'rejects' ? Promise.reject(new Error('connect ECONNREFUSED')) : new Promise(() => {})),
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

async function healthApp(db: Kysely<Database>, redisUrl?: string, options: HealthOptions = {}): Promise<FastifyInstance> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  // The rate limits' Redis connection is the one /ready pings.
  if (redisUrl) await app.register(rateLimit, { config: loadConfig({ NODE_ENV: 'test', REDIS_URL: redisUrl }) });
  await app.register(healthRoutes, options);
  await app.ready();
  return app;
}

// Issue 21: readiness reflects the database and Redis, and never hangs.
describe('/ready', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.close());

  test('is 200 when the database answers; /health never asks it', async () => {
    const app = await healthApp(database.db);
    try {
      const ready = await app.inject('/ready');
      assert.equal(ready.statusCode, 200);
      assert.deepEqual(ready.json(), { status: 'ready' });
    } finally {
      await app.close();
    }
    const down = await healthApp(unreachableDatabase('hangs'));
    try {
      assert.deepEqual((await down.inject('/health')).json(), { status: 'ok' });
    } finally {
      await down.close();
    }
  });

  test('is 503 "database unavailable" when the database refuses, and within two seconds when it hangs', async () => {
    for (const how of ['rejects', 'hangs'] as const) {
      const app = await healthApp(unreachableDatabase(how));
      try {
        const started = Date.now();
        const ready = await app.inject('/ready');
        assert.equal(ready.statusCode, 503, how);
        assert.deepEqual(ready.json(), { status: 'database unavailable' });
        assert.ok(Date.now() - started < 2000, `${how}: answered in ${Date.now() - started} ms`);
      } finally {
        await app.close();
      }
    }
  });

  // The limits fail open without Redis: taking every instance out of service over it would turn a cache outage into a full one.
  test('stays ready and says "redis": "unavailable" when REDIS_URL names a Redis that does not answer', async () => {
    const app = await healthApp(database.db, `redis://127.0.0.1:${await freePort()}`);
    try {
      const started = Date.now();
      const ready = await app.inject('/ready');
      assert.equal(ready.statusCode, 200);
      assert.deepEqual(ready.json(), { status: 'ready', redis: 'unavailable' });
      assert.ok(Date.now() - started < 2000);
    } finally {
      await app.close();
    }
  });

  // Issue 21: an instance that leaves migrating to the migration command serves no older schema than it needs.
  test('without migrating on start, is 503 "database schema behind" until every migration this build knows has run', async () => {
    const [last] = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(database.db).then((result) => result.rows);
    assert.ok(last);
    await sql`delete from kysely_migration where name = ${last.name}`.execute(database.db);
    const app = await healthApp(database.db, undefined, { awaitMigrations: true });
    try {
      const behind = await app.inject('/ready');
      assert.equal(behind.statusCode, 503);
      assert.deepEqual(behind.json(), { status: 'database schema behind' });
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(database.db);
      assert.equal((await app.inject('/ready')).statusCode, 200);
    } finally {
      await app.close();
    }
    const migratedOnStart = await healthApp(database.db);
    try {
      await sql`delete from kysely_migration where name = ${last.name}`.execute(database.db);
      assert.equal((await migratedOnStart.inject('/ready')).statusCode, 200, 'an instance that migrated on start does not ask');
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(database.db);
      await migratedOnStart.close();
    }
  });

  // With TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) both dependencies up.
  test.skipIf(!process.env.TEST_REDIS_URL)('is 200 when the database and Redis both answer', async () => {
    const app = await healthApp(database.db, process.env.TEST_REDIS_URL);
    try {
      const ready = await app.inject('/ready');
      assert.equal(ready.statusCode, 200);
      assert.deepEqual(ready.json(), { status: 'ready' });
    } finally {
      await app.close();
    }
  });
});
