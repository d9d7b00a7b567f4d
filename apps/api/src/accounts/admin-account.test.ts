import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { registrationPasswordSchema } from '@labstore/domain';
import { createTestDatabase } from '@labstore/db/testing';
import type { DatabaseHandle } from '@labstore/db';
import { ensureAdminAccount, generateAdminPassword } from './admin-account';
import { verifyPassword } from './password-hasher';

test('generated admin passwords meet the registration password rules', () => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const password = generateAdminPassword();
    assert.ok(registrationPasswordSchema.safeParse(password).success, password);
  }
});

describe('ensureAdminAccount', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  test('creates one administrator on the first start and none after', async () => {
    const created = await ensureAdminAccount(database.db, 'admin@labstore.local');
    assert.ok(created);
    const user = await database.db.selectFrom('users').selectAll().where('email', '=', 'admin@labstore.local').executeTakeFirstOrThrow();
    assert.equal(user.role_id, 1);
    assert.notEqual(user.password_hash, created.password);
    assert.ok(await verifyPassword(user.password_hash, created.password));
    const profile = await database.db.selectFrom('profiles').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(profile.is_child, false);

    assert.equal(await ensureAdminAccount(database.db, 'admin@labstore.local'), undefined);
    const admins = await database.db.selectFrom('users').select('id').where('role_id', '=', 1).execute();
    assert.equal(admins.length, 1);
  });
});

// Instances starting together on a new database (issue 21: several instances).
// PostgreSQL only: PGlite runs one statement at a time, so nothing overlaps there.
describe.skipIf(!process.env.TEST_DATABASE_URL)('ensureAdminAccount on instances starting together', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  test('one creates the administrator, the others find it and start', async () => {
    const kept: string[] = [];
    const keep = async ({ password }: { password: string }) => {
      kept.push(password);
    };
    const starts = await Promise.all([1, 2, 3].map(() => ensureAdminAccount(database.db, 'admin@labstore.local', keep)));
    assert.equal(starts.filter((created) => created !== undefined).length, 1, 'one start created it');
    assert.equal(kept.length, 1, 'one password kept');
    const admins = await database.db.selectFrom('users').select('id').where('role_id', '=', 1).execute();
    assert.equal(admins.length, 1);
  });
});
