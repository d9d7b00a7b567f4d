import assert from 'node:assert/strict';
import { DEFAULT_FEE_SETTINGS, MESSAGES_ES, STORE_FEE_MESSAGES, type StoreFees, type StoreFeesChange } from '@labstore/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { added, getCart, insertProduct } from '../cart/cart.test-fixtures';
import { expectAdminOnly } from './admin-only.test-fixtures';
import { createTestUser, signedInAdmin, signIn } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';

// Issue 20 "Fees ... editable in app_settings, audited": GET and PUT
// /api/settings/fees, their limits, the audit row, and an open cart priced
// with the new fees at its next read.

type Headers = Record<string, string>;

describe('the store fees administration API', () => {
  let app: FastifyInstance;
  let admin: { userId: string; headers: Headers };

  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    admin = await signedInAdmin(app);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'PUT', payload?: object, headers: Headers = admin.headers) =>
    app.inject({ method, url: '/api/settings/fees', headers, ...(payload ? { payload } : {}) } as InjectOptions);
  const feeAudit = () => app.db.selectFrom('admin_audit').select(['actor_user_id', 'action', 'subject_kind', 'before', 'after']).where('action', '=', 'settings.fees').orderBy('at').execute();

  test('both routes refuse anonymous callers (401) and customers (403)', async () => {
    await expectAdminOnly(app, [
      ['GET', '/api/settings/fees'],
      ['PUT', '/api/settings/fees', { processingFee: 0, physicianOversightFee: 0, labDrawFee: 0 }],
    ]);
  });

  test('limits: non-negative amounts in whole cents up to the maximum; a refusal changes nothing', async () => {
    const valid = { processingFee: 0, physicianOversightFee: 6, labDrawFee: 4 };
    for (const wrong of [-0.01, 1000.01, 1.234, '5', null, Number.NaN]) {
      const response = await call('PUT', { ...valid, labDrawFee: wrong });
      assert.equal(response.statusCode, 400, String(wrong));
      assert.deepEqual(response.json<{ modelState?: Record<string, string[]> }>().modelState?.labDrawFee, [STORE_FEE_MESSAGES.amount], String(wrong));
    }
    const missing = await call('PUT', { processingFee: 1 });
    assert.equal(missing.statusCode, 400);
    assert.equal((await feeAudit()).length, 0);
    assert.deepEqual((await call('GET')).json(), { processingFee: 0, physicianOversightFee: DEFAULT_FEE_SETTINGS.physicianOversightCents / 100, labDrawFee: DEFAULT_FEE_SETTINGS.labDrawCents / 100 });
  });

  test('a change is audited (before and after), answered, and the next cart read prices with it', async () => {
    const customer = await createTestUser(app);
    const headers = await signIn(app, customer.userId);
    const product = await insertProduct(app, { masterCents: 5000 });
    const cart = await added(app, { productId: product.id }, headers);
    const before = await getCart(app, cart.id, headers);
    assert.deepEqual([before.physicianOversightFee, before.labDrawFee, before.processingFee], [6, 4, 0]);

    const fees: StoreFees = { processingFee: 2.5, physicianOversightFee: 7.25, labDrawFee: 1000 };
    const response = await call('PUT', fees);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json<StoreFeesChange>(), { message: 'Updated.', fees });
    assert.deepEqual((await call('GET')).json(), fees);

    const after = await getCart(app, cart.id, headers);
    assert.deepEqual([after.physicianOversightFee, after.labDrawFee, after.processingFee], [7.25, 1000, 2.5]);
    assert.equal(after.orderTotal - before.orderTotal, 2.5 + 1.25 + 996);

    const stored = await app.db.selectFrom('app_settings').select('value').where('key', '=', 'fees').executeTakeFirstOrThrow();
    assert.deepEqual(stored.value, { ...DEFAULT_FEE_SETTINGS, processingCents: 250, physicianOversightCents: 725, labDrawCents: 100000 });

    assert.deepEqual(await feeAudit(), [
      {
        actor_user_id: admin.userId,
        action: 'settings.fees',
        subject_kind: 'settings',
        before: { processingFee: 0, physicianOversightFee: 6, labDrawFee: 4 },
        after: fees,
      },
    ]);

    const spanish = await app.inject({ method: 'PUT', url: '/api/settings/fees', headers: { ...admin.headers, 'accept-language': 'es' }, payload: { processingFee: 0, physicianOversightFee: 6, labDrawFee: 4 } });
    assert.equal(spanish.json<StoreFeesChange>().message, MESSAGES_ES.storeFees.updated);
  });
});
