import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { PromoResult } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { GENEROUS_LIMITS } from '../accounts/accounts.test-fixtures';
import { added } from '../cart/cart.test-fixtures';
import { buildTestApp } from '../testing/test-app';

// The seed's promo codes and fee settings, tried as a storefront visitor would.
describe('seeded promo codes on a cart', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ environment: { ...GENEROUS_LIMITS } });
  });
  afterAll(() => app.close());

  const productId = async (slug: string) => (await app.db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const apply = (orderId: string, code: string) => app.inject({ method: 'POST', url: '/api/order/promo/add', payload: { orderId, code } });

  test('VITD50 halves the Vitamin D line; FREETEST makes the order free; the fees come from the settings row', async () => {
    const vitaminD = await productId('vitamin-d-25-hydroxy');
    const cart = await added(app, { productId: vitaminD });
    await added(app, { orderId: cart.id, productId: await productId('hemoglobin-a1c') });
    const half = (await apply(cart.id, 'vitd50')).json<PromoResult>().cart;
    const line = half.items.find((item) => item.product.id === vitaminD);
    assert.ok(line);
    assert.equal(line.orderItemPrice, line.orderItemInitialPrice / 2);
    assert.deepEqual([half.physicianOversightFee, half.labDrawFee], [6, 4]);

    const free = await apply(cart.id, 'FREETEST');
    assert.equal(free.statusCode, 200, free.body);
    assert.deepEqual([free.json<PromoResult>().orderTotal, free.json<PromoResult>().cart.summary.isFree], [0, true]);
  });

  test('SUMMER2025 has ended; PARTNER-A1C-25 is a hidden (isBlured) code', async () => {
    const ended = await app.inject({ method: 'GET', url: '/api/promo/check?code=SUMMER2025' });
    assert.equal(ended.statusCode, 404);
    assert.deepEqual(ended.json(), { message: 'This promo code has expired.' });
    const hidden = await app.inject({ method: 'GET', url: '/api/promo/check?code=partner-a1c-25' });
    assert.equal(hidden.statusCode, 200);
    assert.equal(hidden.json<{ isBlured: boolean }>().isBlured, true);
  });
});
