import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCapturedLogApp } from '../security/captured-log-app.test-support';
import { confirmationRequest, createBuyer, createIntent } from './checkout.test-fixtures';

// Issue 9: no card number, security code or client secret in the logs of a
// whole payment journey, logged at debug as production would log it.
describe('what the logs keep of a payment', () => {
  let app: FastifyInstance;
  let logText: () => string;
  beforeAll(async () => {
    ({ app, logText } = await buildCapturedLogApp());
  });
  afterAll(() => app.close());

  test('card form, intent, a decline, a refused form, the payment and the saved card: none of the card or the secret is logged', async () => {
    const buyer = await createBuyer(app);
    const year = new Date().getUTCFullYear() + 2;
    const cardForm = (cardNumber: string, cvc: string) =>
      app.inject({ method: 'POST', url: '/api/payment/sandbox/method', payload: { cardNumber, cvc, month: 9, year }, headers: { ...buyer.headers, 'idempotency-key': randomUUID() } });

    const declining = await cardForm('4000 0000 0000 0002', '9071');
    assert.equal(declining.statusCode, 200, declining.body);
    const refused = await cardForm('4000 0566 5566 5557', '6620');
    assert.equal(refused.statusCode, 400);
    const tooLong = await cardForm('4000056655665556123456', '6621');
    assert.equal(tooLong.statusCode, 400);
    const paying = await cardForm('4000 0566 5566 5556', '8317');
    assert.equal(paying.statusCode, 200, paying.body);

    const intent = await createIntent(app, buyer);
    const declined = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: declining.json<{ paymentMethodId: string }>().paymentMethodId }, buyer.headers);
    assert.equal(declined.statusCode, 402);
    const paid = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: paying.json<{ paymentMethodId: string }>().paymentMethodId, saveCard: true }, buyer.headers);
    assert.equal(paid.statusCode, 200, paid.body);

    const log = logText();
    assert.match(log, /\/api\/order\/checkout\/confirmation/, 'the journey was logged');
    for (const secret of ['4000000000000002', '4000 0000 0000 0002', '4000056655665557', '4000 0566 5566 5557', '4000056655665556', '4000 0566 5566 5556', '4000056655665556123456', intent.clientSecret]) {
      assert.ok(!log.includes(secret), `the logs hold ${secret}`);
    }
    // Security codes are short enough to turn up inside a timing, so they are looked for as values and as a field.
    for (const cvc of ['9071', '6620', '6621', '8317']) assert.ok(!log.includes(`"${cvc}"`), `the logs hold the security code ${cvc}`);
    assert.doesNotMatch(log, /cvc/i);
    // Nor the database: the card form is not idempotent, so no hash of its body is kept either.
    const keys = await app.db.selectFrom('idempotency_keys').select('path').execute();
    assert.ok(!keys.some((key) => key.path.startsWith('/api/payment/sandbox/method')));
    assert.ok(!log.includes(intent.clientSecret.split('_secret_')[1] ?? intent.clientSecret), 'the logs hold the secret part of the client secret');
  });
});
