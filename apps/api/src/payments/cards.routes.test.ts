import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { CARD_MESSAGES, type SavedCard } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { FORBIDDEN_MESSAGE } from '../plugins/auth';
import { REPLAYED_HEADER } from '../plugins/idempotency';
import { createTestUser, signIn } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { SAVED_CARD_MESSAGES } from './cards.service';
import { INVALID_NUMBER_MESSAGE } from './sandbox-provider';

// spec/02 2.9, 5 and 7 "Cards" in sandbox mode.

interface Customer {
  userId: string;
  headers: { authorization: string };
}

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

describe('saved cards', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterAll(() => app.close());

  const customer = async (): Promise<Customer> => {
    const { userId } = await createTestUser(app);
    return { userId, headers: await signIn(app, userId) };
  };

  const sandboxMethod = (who: Customer, card: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/payment/sandbox/method', payload: { cvc: '123', month: 12, year: NEXT_YEAR, ...card }, headers: who.headers });

  const addCard = async (who: Customer, cardNumber: string, month = 12, year = NEXT_YEAR) => {
    const method = await sandboxMethod(who, { cardNumber, month, year });
    assert.equal(method.statusCode, 200, method.body);
    return app.inject({ method: 'POST', url: `/api/payment/add/${who.userId}/1`, payload: { paymentMethodId: method.json<{ paymentMethodId: string }>().paymentMethodId }, headers: who.headers });
  };

  const saved = async (who: Customer, cardNumber: string, month = 12, year = NEXT_YEAR): Promise<SavedCard> => {
    const response = await addCard(who, cardNumber, month, year);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<SavedCard>();
  };

  const list = async (who: Customer) => (await app.inject({ method: 'GET', url: '/api/payment/card/list', headers: who.headers })).json<{ items: SavedCard[]; count: number }>();

  test('the sandbox card form answers a payment method id, the type by prefix and the last digits', async () => {
    const who = await customer();
    const response = await sandboxMethod(who, { cardNumber: '3782 822463 10005', cvc: '1234' });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<{ paymentMethodId: string }>();
    assert.match(body.paymentMethodId, /^pm_sandbox_/);
    assert.deepEqual({ ...body, paymentMethodId: 'x' }, { paymentMethodId: 'x', cardType: 3, cardNumberLastDigits: '0005' });
  });

  test("the card form's rules (spec/02 5) and Stripe's checksum", async () => {
    const who = await customer();
    const short = await sandboxMethod(who, { cardNumber: '4242 4242 4242' });
    assert.equal(short.statusCode, 400);
    assert.deepEqual(short.json(), { message: 'The request is invalid.', modelState: { cardNumber: [CARD_MESSAGES.numberLength] } });
    const noCvc = await sandboxMethod(who, { cardNumber: '4242424242424242', cvc: '' });
    // The domain's schema also lists the length rule for an empty code; the required rule comes first.
    assert.equal(noCvc.statusCode, 400);
    assert.equal(noCvc.json<{ modelState: { cvc: string[] } }>().modelState.cvc[0], CARD_MESSAGES.cvcRequired);
    const checksum = await sandboxMethod(who, { cardNumber: '4242424242424241' });
    assert.deepEqual([checksum.statusCode, checksum.json()], [400, { message: INVALID_NUMBER_MESSAGE, modelState: { cardNumber: [INVALID_NUMBER_MESSAGE] } }]);
    const expired = await sandboxMethod(who, { cardNumber: '4242424242424242', month: 1, year: 2020 });
    assert.deepEqual([expired.statusCode, expired.json()], [400, { message: CARD_MESSAGES.expired, modelState: { month: [CARD_MESSAGES.expired] } }]);
  });

  test('a saved card keeps the provider token, type, last digits and expiry only; the first is the default', async () => {
    const who = await customer();
    const card = await saved(who, '4242424242424242');
    assert.deepEqual({ ...card, id: 'x' }, { id: 'x', cardType: 1, cardNumberLastDigits: '4242', expirationMonth: 12, expirationYear: NEXT_YEAR, isDefault: true, isActive: true });
    const row = await app.db.selectFrom('saved_cards').selectAll().where('id', '=', card.id).executeTakeFirstOrThrow();
    assert.deepEqual(Object.keys(row).sort(), ['card_type', 'created_at', 'exp_month', 'exp_year', 'id', 'is_active', 'is_default', 'last4', 'provider', 'provider_payment_method_id', 'user_id']);
    assert.equal(row.provider, 'sandbox');
    assert.match(row.provider_payment_method_id, /^pm_sandbox_/);
    const second = await saved(who, '5555555555554444');
    assert.equal(second.isDefault, false);
    assert.deepEqual((await list(who)).items.map((item) => item.cardNumberLastDigits), ['4242', '4444']);
  });

  test('"The card already exist." when the last digits and expiry match an active saved card', async () => {
    const who = await customer();
    await saved(who, '4242424242424242');
    const twin = await addCard(who, '4242424242424242');
    assert.deepEqual([twin.statusCode, twin.json()], [409, { message: CARD_MESSAGES.alreadyExists }]);
    assert.equal((await saved(who, '4242424242424242', 11)).expirationMonth, 11);
    // Another customer may save the same card.
    await saved(await customer(), '4242424242424242');
  });

  test('two saves of one card at once: one is kept, the other told it exists', async () => {
    const who = await customer();
    const answers = await Promise.all([addCard(who, '4000056655665556'), addCard(who, '4000056655665556')]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    assert.equal((await list(who)).count, 1);
  });

  test("a card is saved to the caller's own account, as a card, from a payment method the provider knows", async () => {
    const who = await customer();
    const other = await customer();
    const wrongAccount = await app.inject({ method: 'POST', url: `/api/payment/add/${other.userId}/1`, payload: { paymentMethodId: 'pm_card_visa' }, headers: who.headers });
    assert.deepEqual([wrongAccount.statusCode, wrongAccount.json()], [403, { message: FORBIDDEN_MESSAGE }]);
    const notCard = await app.inject({ method: 'POST', url: `/api/payment/add/${who.userId}/2`, payload: { paymentMethodId: 'pm_card_visa' }, headers: who.headers });
    assert.deepEqual([notCard.statusCode, notCard.json()], [400, { message: SAVED_CARD_MESSAGES.onlyCards }]);
    const unknown = await app.inject({ method: 'POST', url: `/api/payment/add/${who.userId}/1`, payload: { paymentMethodId: 'pm_sandbox_nobody' }, headers: who.headers });
    assert.deepEqual([unknown.statusCode, unknown.json()], [400, { message: SAVED_CARD_MESSAGES.paymentMethodNotFound }]);
    assert.equal((await list(who)).count, 0);
  });

  test('expiry update, put away and back, default', async () => {
    const who = await customer();
    const first = await saved(who, '4242424242424242');
    const second = await saved(who, '5555555555554444');
    const put = (url: string, payload?: object) => app.inject({ method: 'PUT', url, ...(payload ? { payload } : {}), headers: who.headers });

    const updated = await put('/api/payment/card/update', { id: second.id, expirationMonth: 6, expirationYear: NEXT_YEAR + 1 });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(updated.json(), { ...second, expirationMonth: 6, expirationYear: NEXT_YEAR + 1 });
    const expired = await put('/api/payment/card/update', { id: second.id, expirationMonth: 1, expirationYear: 2020 });
    assert.deepEqual([expired.statusCode, expired.json()], [400, { message: CARD_MESSAGES.expired }]);

    const madeDefault = await put(`/api/payment/card/default/${second.id}`);
    assert.equal(madeDefault.json<SavedCard>().isDefault, true);
    assert.deepEqual((await list(who)).items.map((item) => [item.id, item.isDefault]), [[second.id, true], [first.id, false]]);

    const putAway = await put(`/api/payment/card/action/${second.id}/false`);
    assert.deepEqual(putAway.json(), { ...second, expirationMonth: 6, expirationYear: NEXT_YEAR + 1, isActive: false, isDefault: false });
    const inactiveDefault = await put(`/api/payment/card/default/${second.id}`);
    assert.deepEqual([inactiveDefault.statusCode, inactiveDefault.json()], [409, { message: SAVED_CARD_MESSAGES.inactiveDefault }]);
    const back = await put(`/api/payment/card/action/${second.id}/true`);
    assert.equal(back.json<SavedCard>().isActive, true);
  });

  test('a card put away cannot come back while its twin is active', async () => {
    const who = await customer();
    const first = await saved(who, '4242424242424242');
    await app.inject({ method: 'PUT', url: `/api/payment/card/action/${first.id}/false`, headers: who.headers });
    await saved(who, '4242424242424242');
    const back = await app.inject({ method: 'PUT', url: `/api/payment/card/action/${first.id}/true`, headers: who.headers });
    assert.deepEqual([back.statusCode, back.json()], [409, { message: CARD_MESSAGES.alreadyExists }]);
  });

  test("another customer's card, or an id that names none, is not found", async () => {
    const owner = await customer();
    const card = await saved(owner, '4242424242424242');
    const stranger = await customer();
    for (const id of [card.id, randomUUID(), 'not-a-uuid']) {
      for (const url of [`/api/payment/card/default/${id}`, `/api/payment/card/action/${id}/false`]) {
        const response = await app.inject({ method: 'PUT', url, headers: stranger.headers });
        assert.deepEqual([response.statusCode, response.json()], [404, { message: SAVED_CARD_MESSAGES.cardNotFound }], url);
      }
    }
    assert.deepEqual((await list(stranger)).items, []);
    assert.equal((await list(owner)).items[0]?.isActive, true);
  });

  test('a retried save with the same Idempotency-Key answers the first save again', async () => {
    const who = await customer();
    const method = await sandboxMethod(who, { cardNumber: '4242424242424242' });
    const request = () =>
      app.inject({
        method: 'POST',
        url: `/api/payment/add/${who.userId}/1`,
        payload: { paymentMethodId: method.json<{ paymentMethodId: string }>().paymentMethodId },
        headers: { ...who.headers, 'idempotency-key': 'save-card-1' },
      });
    const first = await request();
    const retry = await request();
    assert.equal(retry.statusCode, 200);
    assert.equal(retry.headers[REPLAYED_HEADER.toLowerCase()], 'true');
    assert.deepEqual(retry.json(), first.json());
    assert.equal((await list(who)).count, 1);
  });

  test('no session: 401 before the card details are read', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/payment/sandbox/method', payload: { cardNumber: '4242424242424242', cvc: '123', month: 12, year: NEXT_YEAR } });
    assert.equal(response.statusCode, 401);
    assert.equal((await app.inject({ method: 'GET', url: '/api/payment/card/list' })).statusCode, 401);
  });
});
