import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PROTOTYPE_NAMES, prototypeNameVariants, schemaSample } from './bad-input.test-support';
import { ROUTE_ACCESS } from './route-access.test-support';
import { isForAdministrators } from './route-declaration.test-support';
import { buildSuiteApp, createSuiteAdmin, createSuiteCustomer, documentedRoutes, freshSession, placeholderUrl, type SuiteAccount } from './suite.test-support';

// Issue 14 item 3: '__proto__' as a payment method paid for an order. Every
// route gets each prototype name in each string it takes, in a request that
// is otherwise the owner's own valid one (the route's declared sample), so
// the name reaches the lookups behind the validation.

describe('security suite: prototype names on every route', () => {
  let app: FastifyInstance;
  let owner: SuiteAccount;
  let adminId: string;

  beforeAll(async () => {
    app = await buildSuiteApp();
    await app.ready();
    owner = await createSuiteCustomer(app, 'ana');
    adminId = (await createSuiteAdmin(app)).userId;
  });
  afterAll(() => app.close());

  test('no route answers 5xx, and no prototype name pays for an order or saves a card', async () => {
    let requests = 0;
    const routes = documentedRoutes(app);
    for (const route of routes) {
      const declaration = ROUTE_ACCESS.get(route.key);
      assert.ok(declaration, `${route.key} is declared by no feature's route-access.test-support.ts`);
      const sample = declaration.sample?.(owner) ?? schemaSample(route, placeholderUrl);
      const headers = await freshSession(app, isForAdministrators(declaration.access) ? adminId : owner.userId);
      for (const variant of prototypeNameVariants(route, sample)) {
        requests += 1;
        const response = await app.inject({ ...variant, headers: { ...variant.headers, ...headers } });
        assert.ok(response.statusCode < 500, `${route.key} answered ${response.statusCode} ${response.body.slice(0, 200)} to ${String(variant.url)} ${String(variant.payload ?? '')}`);
      }
    }
    const order = await app.db.selectFrom('orders').select('status').where('id', '=', owner.cart.orderId).executeTakeFirstOrThrow();
    assert.equal(order.status, 1, "the owner's cart was paid by a prototype name");
    const cards = await app.db.selectFrom('saved_cards').select('provider_payment_method_id').where('user_id', '=', owner.userId).execute();
    for (const card of cards) assert.ok(!(PROTOTYPE_NAMES as readonly string[]).includes(card.provider_payment_method_id), `a card was saved as ${card.provider_payment_method_id}`);
    console.log(`security suite: ${PROTOTYPE_NAMES.length} prototype names in every string of ${routes.length} routes, ${requests} requests`);
  });
});
