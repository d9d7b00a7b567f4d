import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { Database } from '@labstore/db';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, Kysely } from 'kysely';
import { buildTestApp } from '../testing/test-app';
import { anotherPaidOrder, insertRequisition, paidBuyer } from './order-history.test-fixtures';
import { orderViews } from './order-views';

// Issue 17 Figures: the history of a customer with many orders is read in a
// fixed number of statements, never one per order (it is benchmarked).

/** A view of the database that counts the statements sent through it. */
function countingDb(db: Kysely<Database>): { db: Kysely<Database>; statements: () => number } {
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      statements += 1;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  return { db: db.withPlugin(counter), statements: () => statements };
}

describe('orderViews', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterAll(() => app.close());

  test('two orders and twelve orders take the same number of statements, in Spanish too', async () => {
    const buyer = await paidBuyer(app);
    for (let index = 0; index < 11; index += 1) await anotherPaidOrder(app, buyer.headers);
    const orders = await app.db.selectFrom('orders').selectAll().where('user_id', '=', buyer.userId).orderBy('created_at', 'desc').execute();
    for (const order of orders) await insertRequisition(app, order.id);
    assert.equal(orders.length, 12);

    const few = countingDb(app.db);
    const fewViews = await orderViews(few.db, orders.slice(0, 2), 'es');
    const many = countingDb(app.db);
    const manyViews = await orderViews(many.db, orders, 'es');
    assert.equal(fewViews.length, 2);
    assert.equal(manyViews.length, 12);
    assert.ok(manyViews.every((view) => view.cart.items.length === 1 && view.results.length === 1 && view.patient?.fullName === 'Jane Doe'));
    assert.equal(many.statements(), few.statements());
    assert.ok(many.statements() <= 10, `${many.statements()} statements`);
  });
});
