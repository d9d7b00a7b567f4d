import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { lastEmail, linkIn } from '../accounts/accounts.test-fixtures';

export const CONFIRMATION_SEND_BY = 'newsletter-confirmation';

export const askToSubscribe = (app: FastifyInstance, email: string, remoteAddress?: string) =>
  app.inject({ method: 'GET', url: `/api/keap/subscribe?email=${encodeURIComponent(email)}`, ...(remoteAddress ? { remoteAddress } : {}) });

export const confirmSubscription = (app: FastifyInstance, code: string) =>
  app.inject({ method: 'POST', url: '/api/keap/subscribe/confirm', payload: { code } });

/** The code of the newest confirmation link e-mailed to the address, as the blog page reads it from the link's fragment. */
export async function confirmationCodeFor(app: FastifyInstance, email: string): Promise<string> {
  const link = linkIn(await lastEmail(app, email, CONFIRMATION_SEND_BY));
  const code = new URLSearchParams(link.hash.slice(1)).get('confirmSubscription');
  assert.ok(code, link.href);
  return code;
}

/** An address on the newsletter list the only way there is: asked for, then confirmed from the e-mailed link. */
export async function subscribeConfirmed(app: FastifyInstance, email: string): Promise<void> {
  assert.equal((await askToSubscribe(app, email)).statusCode, 200);
  const confirmed = await confirmSubscription(app, await confirmationCodeFor(app, email));
  assert.equal(confirmed.statusCode, 200, confirmed.body);
}

export const confirmationMailCount = async (app: FastifyInstance, email: string) =>
  (await app.db.selectFrom('email_log').select('id').where('to_address', '=', email).where('send_by', '=', CONFIRMATION_SEND_BY).execute()).length;
