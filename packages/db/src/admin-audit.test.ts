import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { DatabaseHandle } from './connect';
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
