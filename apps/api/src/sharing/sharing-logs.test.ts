import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createCustomer, lastEmail, uniqueEmail } from '../accounts/accounts.test-fixtures';
import { SHARE_SEND_BY } from './sharing.service';
import { buildSharingApp, fakeSharedDocuments, insertCompletedOrder } from './sharing.test-fixtures';

// DESIGN.md API and issue 17: nothing personal in the logs, and no link
// token anywhere but the e-mail. A share, its opens (the first, a repeat,
// an unknown token) and a revoke, logged at debug as production would,
// leave neither the token, its hash nor the recipient's address in the log.
describe('sharing: what the logs keep of a share and its link', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  const documents = fakeSharedDocuments();

  beforeAll(async () => {
    app = await buildSharingApp(documents, { logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } } });
  });
  afterAll(() => app.close());

  test('the token, its hash and the recipient appear in no log line', async () => {
    const owner = await createCustomer(app);
    const order = await insertCompletedOrder(app, owner.userId);
    documents.publish(order.orderId, order.apiResultId, 3);
    const contactTo = uniqueEmail('recipient');

    const shared = await app.inject({ method: 'GET', url: `/api/order/results/share/${order.orderId}/${order.apiResultId}/3?contactTo=${encodeURIComponent(contactTo)}`, headers: owner.headers });
    assert.equal(shared.statusCode, 200, shared.body);
    const token = /\/shared#([\w-]+)/.exec((await lastEmail(app, contactTo, SHARE_SEND_BY)).body_text)?.[1] ?? '';
    assert.equal(token.length, 43);
    for (const payload of [{ token }, { token }, { token: `${token.slice(0, -1)}x` }]) await app.inject({ method: 'POST', url: '/api/shared/open', payload });
    const history = await app.inject({ method: 'GET', url: `/api/order/results/share/get/${order.orderId}`, headers: owner.headers });
    const [entry] = history.json<{ items: Array<{ id: string }> }>().items;
    await app.inject({ method: 'DELETE', url: `/api/order/results/share/${entry?.id ?? ''}`, headers: owner.headers });

    const log = lines.join('');
    assert.match(log, /\/api\/shared\/open/, 'the requests were logged');
    for (const secret of [token, createHash('sha256').update(token).digest('hex'), contactTo, contactTo.split('@')[0] ?? contactTo]) assert.ok(!log.includes(secret), `${secret} is in the log`);
  });
});
