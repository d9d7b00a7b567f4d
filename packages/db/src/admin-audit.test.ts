import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { DatabaseHandle } from './connect';
import { moveAuditLog } from './migrations/2026-11-29T1000-admin-audit';
import { createTestDatabase } from './testing';

// Issue 19 "Audit": audit rows cannot be changed or deleted, not even by the
// app's own database user (docs/decisions.md "The audit trail (issue 19)").
describe('admin_audit is append-only', () => {
  let database: DatabaseHandle;
  let rowId: string;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    const row = await database.db
      .insertInto('admin_audit')
      .values({
        actor_user_id: '00000000-0000-4000-8000-000000000001',
        actor_email: 'admin@example.com',
        action: 'order.approve',
        subject_kind: 'order',
        subject_id: '00000000-0000-4000-8000-000000000002',
        before: JSON.stringify({ status: 128 }),
        after: JSON.stringify({ status: 2 }),
        client_address: '127.0.0.1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    rowId = row.id;
  });
  afterAll(() => database.close());

  const refused = /admin_audit rows cannot be changed or deleted/;

  test('an insert is kept as written', async () => {
    const row = await database.db.selectFrom('admin_audit').selectAll().where('id', '=', rowId).executeTakeFirstOrThrow();
    assert.deepEqual([row.action, row.before, row.after], ['order.approve', { status: 128 }, { status: 2 }]);
  });

  test('an UPDATE is refused, whichever column', async () => {
    await assert.rejects(database.db.updateTable('admin_audit').set({ action: 'order.cancel' }).where('id', '=', rowId).execute(), refused);
    await assert.rejects(database.db.updateTable('admin_audit').set({ after: null }).execute(), refused);
    const row = await database.db.selectFrom('admin_audit').select(['action', 'after']).where('id', '=', rowId).executeTakeFirstOrThrow();
    assert.deepEqual(row, { action: 'order.approve', after: { status: 2 } });
  });

  test('a DELETE and a TRUNCATE are refused', async () => {
    await assert.rejects(database.db.deleteFrom('admin_audit').where('id', '=', rowId).execute(), refused);
    await assert.rejects(sql`truncate admin_audit`.execute(database.db), refused);
    const { count } = await database.db.selectFrom('admin_audit').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    assert.equal(Number(count), 1);
  });

  test('an action name is short and stable', async () => {
    const base = { actor_user_id: '00000000-0000-4000-8000-000000000001', actor_email: 'a@example.com', subject_kind: 'order', subject_id: 'x' };
    await assert.rejects(database.db.insertInto('admin_audit').values({ ...base, action: 'Order Approve!' }).execute(), /check constraint/);
  });
});

// The house issue's audit_log, folded into the one trail by the same migration.
describe('the rows of audit_log move to admin_audit', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.close());

  test("each row keeps its id, time, actor, subject, details and address under the trail's names; audit_log goes", async () => {
    const { db } = database;
    const admin = await db.insertInto('users').values({ email: 'moved-admin@example.com', password_hash: 'x', role_id: 1 }).returning('id').executeTakeFirstOrThrow();
    const customer = '00000000-0000-4000-8000-0000000000c1';
    // audit_log as the house issue made it (2026-11-21T1903), without its foreign keys.
    await sql`create table audit_log (id uuid primary key default gen_random_uuid(), action text not null, actor_user_id uuid, subject_user_id uuid, entity text, entity_id text, details jsonb not null default '{}', ip text, created_at timestamptz not null default now())`.execute(db);
    await sql`insert into audit_log (id, action, actor_user_id, subject_user_id, entity, entity_id, details, ip, created_at) values
      ('00000000-0000-4000-8000-0000000000a1', 'login_as', ${admin.id}, ${customer}, 'login_as_code', 'code-1', '{"rememberMe": false}', '198.51.100.7', '2026-11-25T10:00:00Z'),
      ('00000000-0000-4000-8000-0000000000a2', 'change_email', null, ${customer}, 'user', ${customer}, '{"oldEmail": "a@example.com", "newEmail": "b@example.com"}', null, '2026-11-25T11:00:00Z')`.execute(db);

    await moveAuditLog(db);

    const rows = await db.selectFrom('admin_audit').selectAll().where('id', 'in', ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2']).orderBy('at').execute();
    assert.deepEqual(
      rows.map((row) => [row.at.toISOString(), row.actor_user_id, row.actor_email, row.action, row.subject_kind, row.subject_id, row.after, row.client_address]),
      [
        ['2026-11-25T10:00:00.000Z', admin.id, 'moved-admin@example.com', 'login-as', 'user', customer, { rememberMe: false, entity: 'login_as_code', entityId: 'code-1' }, '198.51.100.7'],
        ['2026-11-25T11:00:00.000Z', '00000000-0000-0000-0000-000000000000', '', 'account.change-email', 'user', customer, { oldEmail: 'a@example.com', newEmail: 'b@example.com', entity: 'user', entityId: customer }, null],
      ],
    );
    const left = await sql<{ name: string | null }>`select to_regclass('audit_log')::text as name`.execute(db);
    assert.equal(left.rows[0]?.name, null);
  });
});
