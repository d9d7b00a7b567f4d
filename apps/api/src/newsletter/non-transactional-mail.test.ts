import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createCustomer, GENEROUS_LIMITS, lastEmail, uniqueEmail } from '../accounts/accounts.test-fixtures';
import { renderEmail } from '../mail/templates';
import { buildTestApp } from '../testing/test-app';
import { nonTransactionalMail } from './non-transactional-mail';
import { askToSubscribe, confirmationCodeFor, confirmSubscription, subscribeConfirmed } from './newsletter.test-fixtures';

// Issue 10: non-transactional mail carries the unsubscribe link; following it
// without signing in stops such mail to that address, and only to it.

const PUBLIC_URL = 'http://localhost:3000';
const INVALID = { message: 'This unsubscribe link is invalid.' };
const FOOTER = 'You receive this e-mail from labstore. To stop e-mails like this one, unsubscribe';

describe('non-transactional mail and its unsubscribe link', () => {
  let app: FastifyInstance;
  let mail: ReturnType<typeof nonTransactionalMail>;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
    mail = nonTransactionalMail({ db: app.db, mailer: app.mailer, publicUrl: PUBLIC_URL });
  });
  afterAll(() => app.close());

  const newsIssue = (to: string) => ({
    to,
    sendBy: 'newsletter',
    ...renderEmail({ subject: 'New on the labstore blog', greeting: 'Hello,', paragraphs: ['Three new articles this month.'], closing: 'The labstore team' }),
  });
  const subscribe = (email: string) => subscribeConfirmed(app, email);
  const follow = (link: URL) => app.inject({ method: 'GET', url: `/api/keap/disableNonTransactionalEmails${link.search}` });
  const subscription = (email: string) =>
    app.db.selectFrom('newsletter_subscriptions').select(['email', 'unsubscribed_at']).where('email', '=', email).executeTakeFirstOrThrow();
  const receives = async (userId: string) =>
    (await app.db.selectFrom('users').select('receive_non_transactional_emails').where('id', '=', userId).executeTakeFirstOrThrow()).receive_non_transactional_emails;
  const mailCount = async (to: string) => (await app.db.selectFrom('email_log').select('id').where('to_address', '=', to).execute()).length;

  /** The link as a recipient finds it: in the text part, and the same in the HTML part. */
  async function unsubscribeLinkIn(to: string): Promise<URL> {
    const email = await lastEmail(app, to, 'newsletter');
    const match = new RegExp(`${FOOTER}: (\\S+)\\n$`).exec(email.body_text);
    assert.ok(match?.[1], email.body_text);
    const link = new URL(match[1]);
    assert.ok(email.body_html.includes(`href="${link.href.replaceAll('&', '&amp;')}"`), 'the HTML part links to it too');
    assert.ok(email.body_html.endsWith('</p></body></html>'), 'the footer is inside the document');
    return link;
  }

  test('a subscriber without an account gets a link signed for the address; it works without signing in, for that address only', async () => {
    const reader = uniqueEmail('reader');
    const neighbour = uniqueEmail('neighbour');
    await subscribe(reader);
    await subscribe(neighbour);
    const sent = await mail.send(newsIssue(reader));
    // Kept in the e-mail log: the test app has no SMTP server to deliver it.
    assert.ok(sent.status === 'kept');
    await mail.send(newsIssue(neighbour));

    const link = await unsubscribeLinkIn(reader);
    assert.equal(link.origin + link.pathname, `${PUBLIC_URL}/disableNonTransactionalEmails`);
    assert.deepEqual([...link.searchParams.keys()], ['email', 'token']);
    assert.equal(link.searchParams.get('email'), reader);
    assert.equal(sent.unsubscribeLink, link.href);

    const response = await follow(link);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {});
    assert.ok((await subscription(reader)).unsubscribed_at instanceof Date);
    assert.deepEqual(await subscription(neighbour), { email: neighbour, unsubscribed_at: null });

    // A second click changes nothing; nothing more is sent to the address, the neighbour still gets theirs.
    const leftAt = (await subscription(reader)).unsubscribed_at;
    assert.equal((await follow(link)).statusCode, 200);
    assert.deepEqual((await subscription(reader)).unsubscribed_at, leftAt);
    const before = await mailCount(reader);
    assert.deepEqual(await mail.send(newsIssue(reader)), { status: 'unsubscribed' });
    assert.equal(await mailCount(reader), before);
    assert.equal((await mail.send(newsIssue(neighbour))).status, 'kept');
  });

  test("the address's token is good for that address only: changed, missing, or taken from another link, it is refused", async () => {
    const reader = uniqueEmail('reader');
    const other = uniqueEmail('other');
    await subscribe(reader);
    await subscribe(other);
    await mail.send(newsIssue(other));
    const othersToken = (await unsubscribeLinkIn(other)).searchParams.get('token') ?? '';
    const customer = await createCustomer(app);
    const toAccount = await mail.send(newsIssue(customer.email));
    assert.ok('unsubscribeLink' in toAccount);
    const accountToken = new URL(toAccount.unsubscribeLink).searchParams.get('token') ?? '';

    for (const query of [
      `email=${encodeURIComponent(reader)}`,
      `email=${encodeURIComponent(reader)}&token=${othersToken}`,
      // An account's token never stands for an address, even the account's own.
      `email=${encodeURIComponent(customer.email)}&token=${accountToken}`,
      `email=${encodeURIComponent(reader)}&token=${othersToken.slice(0, -1)}`,
      // One link names one recipient.
      `email=${encodeURIComponent(other)}&userId=${customer.userId}&token=${othersToken}`,
      '',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/keap/disableNonTransactionalEmails?${query}` });
      assert.equal(response.statusCode, 400, query);
      assert.deepEqual(response.json(), INVALID, query);
    }
    // Signed in is no licence for an address: an address is no secret.
    const signedIn = await app.inject({ method: 'GET', url: `/api/keap/disableNonTransactionalEmails?email=${encodeURIComponent(reader)}`, headers: customer.headers });
    assert.equal(signedIn.statusCode, 400);
    assert.deepEqual(signedIn.json(), INVALID);
    assert.deepEqual(await subscription(reader), { email: reader, unsubscribed_at: null });
    assert.deepEqual(await subscription(other), { email: other, unsubscribed_at: null });
    assert.equal(await receives(customer.userId), true);
  });

  test("an account holder gets the account's link of the spec (userId); following it stops the newsletter to that address too", async () => {
    const customer = await createCustomer(app);
    const bystander = await createCustomer(app);
    await subscribe(customer.email);
    await subscribe(bystander.email);
    await mail.send(newsIssue(customer.email));
    const link = await unsubscribeLinkIn(customer.email);
    assert.deepEqual([...link.searchParams.keys()], ['userId', 'token']);
    assert.equal(link.searchParams.get('userId'), customer.userId);
    assert.equal((await mail.send(newsIssue(bystander.email))).status, 'kept');

    const response = await follow(link);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {});
    assert.equal(await receives(customer.userId), false);
    assert.ok((await subscription(customer.email)).unsubscribed_at instanceof Date);
    assert.equal(await receives(bystander.userId), true);
    assert.deepEqual(await subscription(bystander.email), { email: bystander.email, unsubscribed_at: null });
    assert.deepEqual(await mail.send(newsIssue(customer.email)), { status: 'unsubscribed' });
  });

  test("an address's link also reaches an account opened with it later, and an account that opted out gets no such mail", async () => {
    const email = uniqueEmail('later');
    await subscribe(email);
    await mail.send(newsIssue(email));
    const link = await unsubscribeLinkIn(email);
    const customer = await createCustomer(app, { email });
    assert.equal((await follow(link)).statusCode, 200);
    assert.equal(await receives(customer.userId), false);

    const optedOut = await createCustomer(app);
    await app.db.updateTable('users').set({ receive_non_transactional_emails: false }).where('id', '=', optedOut.userId).execute();
    assert.deepEqual(await mail.send(newsIssue(optedOut.email)), { status: 'unsubscribed' });
    assert.equal(await mailCount(optedOut.email), 1, 'the confirmation e-mail of the registration only');
  });

  test('a pending address (asked for, not confirmed) gets no newsletter, nor does one never asked for; once confirmed, it does', async () => {
    const pending = uniqueEmail('pending');
    assert.equal((await askToSubscribe(app, pending)).statusCode, 200);
    assert.deepEqual(await mail.send(newsIssue(pending)), { status: 'unconfirmed' });
    assert.deepEqual(await mail.send(newsIssue(uniqueEmail('stranger'))), { status: 'unconfirmed' });
    const newsletters = await app.db.selectFrom('email_log').select('id').where('to_address', '=', pending).where('send_by', '=', 'newsletter').execute();
    assert.deepEqual(newsletters, []);

    await confirmSubscription(app, await confirmationCodeFor(app, pending));
    assert.equal((await mail.send(newsIssue(pending))).status, 'kept');
  });
});
