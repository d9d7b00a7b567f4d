import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, ORDER_MESSAGES, ROLE, type AdminAuditList, type ProfileResponse } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { createAdmin, GENEROUS_LIMITS } from '../accounts/accounts.test-fixtures';
import { createBuyer } from '../checkout/checkout.test-fixtures';
import { paidBuyer } from '../order-history/order-history.test-fixtures';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from '../plugins/auth';
import { createTestUser, INDIANAPOLIS, signIn } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';

// Issue 19 "Audit" (spec/03 4 login-as, 6): every administrative change and
// every login-as writes one row, in the change's transaction; a refused
// change writes none; GET /api/audit lists them for administrators.

type Headers = Record<string, string>;
const ADDRESS = '203.0.113.9';

describe('the audit trail', () => {
  let app: FastifyInstance;
  let admin: { userId: string; email: string; password: string; headers: Headers };

  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
    const created = await createAdmin(app);
    admin = { userId: created.userId, email: created.email, password: created.password, headers: created.headers };
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url, headers, remoteAddress: ADDRESS, ...(payload ? { payload } : {}) });
  const list = (query: string, headers: Headers = admin.headers) => call('GET', `/api/audit${query}`, headers);
  const rowsAbout = (subjectId: string) => app.db.selectFrom('admin_audit').selectAll().where('subject_id', '=', subjectId).orderBy('at').execute();
  const shape = (row: { actor_user_id: string; actor_email: string; action: string; subject_kind: string; before: unknown; after: unknown; client_address: string | null }) => [
    row.actor_user_id,
    row.actor_email,
    row.action,
    row.subject_kind,
    row.before,
    row.after,
    row.client_address,
  ];

  describe('each administrative change writes exactly one row', () => {
    test('login-as names the customer opened; a wrong password is recorded as refused and opens nothing', async () => {
      const customer = await createTestUser(app);
      const wrong = await call('POST', '/api/account/loginAs', admin.headers, { userName: customer.email, password: 'Wrong#000', rememberMe: false });
      assert.equal(wrong.statusCode, 400);
      assert.equal(wrong.json<{ message: string }>().message, ACCOUNT_MESSAGES.loginAsPasswordWrong);
      assert.deepEqual((await rowsAbout(customer.userId)).map(shape), [[admin.userId, admin.email, 'login-as.refused', 'user', null, { userName: customer.email }, ADDRESS]]);

      const opened = await call('POST', '/api/account/loginAs', admin.headers, { userName: customer.email, password: admin.password, rememberMe: true, adminName: admin.email });
      assert.equal(opened.statusCode, 200, opened.body);
      const rows = await rowsAbout(customer.userId);
      const code = await app.db.selectFrom('login_as_codes').select('id').where('customer_id', '=', customer.userId).executeTakeFirstOrThrow();
      assert.deepEqual(rows.map(shape).slice(1), [[admin.userId, admin.email, 'login-as', 'user', null, { customerEmail: customer.email, rememberMe: true, codeId: code.id }, ADDRESS]]);
      // Never the password or the code.
      const written = JSON.stringify(rows);
      assert.ok(!written.includes(admin.password) && !written.includes(opened.json<{ code: string }>().code));
    });

    test('a refused login-as for no such account names the e-mail typed; one refused for an administrator changes nothing', async () => {
      const nobody = `nobody-${randomUUID()}@example.com`;
      await call('POST', '/api/account/loginAs', admin.headers, { userName: nobody, password: 'Wrong#000', rememberMe: false });
      assert.deepEqual((await rowsAbout(nobody)).map((row) => [row.action, row.subject_kind]), [['login-as.refused', 'user-name']]);

      const other = await createTestUser(app, { admin: true });
      const refused = await call('POST', '/api/account/loginAs', admin.headers, { userName: other.email, password: admin.password, rememberMe: false });
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(await rowsAbout(other.userId), []);
    });

    test('approve records the status before and after and what the partner was asked; a refused approve (409) writes none', async () => {
      const buyer = await paidBuyer(app);
      // The app's worker sends the paid order to the (sandbox) partner first: approve then asks about it now.
      await app.jobs.drain();
      const approved = await call('GET', `/api/order/approve/${buyer.orderId}`, admin.headers);
      assert.equal(approved.statusCode, 200, approved.body);
      assert.deepEqual((await rowsAbout(buyer.orderId)).map(shape), [[admin.userId, admin.email, 'order.approve', 'order', { status: 2 }, { status: 2, partner: 'asked' }, ADDRESS]]);

      const cart = await createBuyer(app);
      const refused = await call('GET', `/api/order/approve/${cart.orderId}`, admin.headers);
      assert.deepEqual([refused.statusCode, refused.json()], [409, { message: ORDER_MESSAGES.cannotApprove }]);
      assert.deepEqual(await rowsAbout(cart.orderId), []);
    });

    test('profile create records the new profile; a refused one (zip and state disagree) writes none', async () => {
      const account = async () =>
        (await app.db.insertInto('users').values({ email: `new-${randomUUID()}@example.com`, password_hash: 'not-a-password-hash', role_id: ROLE.user }).returning('id').executeTakeFirstOrThrow()).id;
      const body = { firstName: 'Carla', middleName: '', lastName: 'Mendez', email: 'ignored@example.com', gender: 2, birthDate: '1979-02-28T00:00:00.000Z', mobilePhone: '3175550142', homeAddress: INDIANAPOLIS, languagePreference: 1 };
      const userId = await account();
      const created = await call('POST', '/api/profile/create', admin.headers, { ...body, userId });
      assert.equal(created.statusCode, 200, created.body);
      const profile = created.json<ProfileResponse>();
      const rows = await rowsAbout(profile.id);
      assert.deepEqual(rows.map((row) => [row.actor_user_id, row.action, row.subject_kind, row.before, row.client_address]), [[admin.userId, 'profile.create', 'profile', null, ADDRESS]]);
      assert.deepEqual(rows[0]?.after, JSON.parse(JSON.stringify(profile)));

      const creations = () => app.db.selectFrom('admin_audit').select('id').where('action', '=', 'profile.create').execute();
      const before = (await creations()).length;
      const refused = await call('POST', '/api/profile/create', admin.headers, { ...body, userId: await account(), homeAddress: { ...INDIANAPOLIS, state: 'OH' } });
      assert.equal(refused.statusCode, 400);
      assert.equal((await creations()).length, before);
    });
  });

  describe('GET /api/audit', () => {
    let actor: { userId: string; email: string; headers: Headers };
    const subject = randomUUID();
    const days = ['2026-11-01T00:00:00.000Z', '2026-11-02T12:00:00.000Z', '2026-11-02T23:59:30.000Z', '2026-11-03T00:00:00.000Z'];

    beforeAll(async () => {
      const created = await createTestUser(app, { admin: true });
      actor = { ...created, headers: await signIn(app, created.userId) };
      const actions = ['order.approve', 'profile.create', 'order.approve', 'login-as'];
      for (const [index, at] of days.entries()) {
        await app.db
          .insertInto('admin_audit')
          .values({ at, actor_user_id: actor.userId, actor_email: actor.email, action: actions[index] ?? '', subject_kind: 'order', subject_id: index === 1 ? subject : randomUUID(), client_address: ADDRESS })
          .execute();
      }
      // Eleven more of the same day: the page holds 10.
      for (let index = 0; index < 11; index += 1) {
        await app.db
          .insertInto('admin_audit')
          .values({ at: '2026-10-15T10:00:00.000Z', actor_user_id: actor.userId, actor_email: actor.email, action: 'results.bind', subject_kind: 'order', subject_id: randomUUID(), after: JSON.stringify({ status: 8 }) })
          .execute();
      }
    });

    test('anonymous callers get 401 and customers 403', async () => {
      const anonymous = await list('', {});
      assert.deepEqual([anonymous.statusCode, anonymous.json()], [401, { message: UNAUTHORIZED_MESSAGE }]);
      const customer = await createTestUser(app);
      const refused = await list('', await signIn(app, customer.userId));
      assert.deepEqual([refused.statusCode, refused.json()], [403, { message: FORBIDDEN_MESSAGE }]);
    });

    test('newest first, 10 a page, with the actor’s e-mail; by actor id or e-mail fragment, action and subject', async () => {
      const first = await list(`?actor=${actor.userId}`);
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(first.headers['cache-control'], 'no-store');
      const page = first.json<AdminAuditList>();
      assert.equal(page.count, 15);
      assert.equal(page.items.length, 10);
      assert.deepEqual(page.items.slice(0, 4).map((item) => item.at), [...days].reverse());
      assert.ok(page.items.every((item) => item.actorEmail === actor.email && item.actorUserId === actor.userId));
      const second = (await list(`?actor=${actor.userId}&$skip=10`)).json<AdminAuditList>();
      assert.deepEqual([second.count, second.items.length], [15, 5]);
      assert.equal(new Set([...page.items, ...second.items].map((item) => item.id)).size, 15);

      const fragment = actor.email.slice(5, 20).toUpperCase();
      assert.equal((await list(`?actor=${encodeURIComponent(fragment)}`)).json<AdminAuditList>().count, 15);
      // LIKE's wildcards are taken literally.
      assert.equal((await list('?actor=%25')).json<AdminAuditList>().count, 0);
      const approvals = (await list(`?actor=${actor.userId}&action=order.approve`)).json<AdminAuditList>();
      assert.deepEqual(approvals.items.map((item) => item.at), [days[2], days[0]]);
      const bySubject = (await list(`?subjectId=${subject}`)).json<AdminAuditList>();
      assert.deepEqual(bySubject.items.map((item) => [item.action, item.subjectId, item.before, item.after, item.clientAddress]), [['profile.create', subject, null, null, ADDRESS]]);
      // An empty box is no filter.
      assert.equal((await list(`?actor=${actor.userId}&subjectId=`)).json<AdminAuditList>().count, 15);
    });

    test('the date range runs from 00:00 of dateStart to 23:59 of dateEnd', async () => {
      const day = (await list(`?actor=${actor.userId}&dateStart=2026-11-02&dateEnd=2026-11-02`)).json<AdminAuditList>();
      assert.deepEqual(day.items.map((item) => item.at), [days[2], days[1]]);
      const from = (await list(`?actor=${actor.userId}&dateStart=2026-11-01`)).json<AdminAuditList>();
      assert.equal(from.count, 4);
      const until = (await list(`?actor=${actor.userId}&dateEnd=2026-10-31`)).json<AdminAuditList>();
      assert.equal(until.count, 11);
    });

    test('odd query input answers 400, never 5xx', async () => {
      for (const query of [
        '?$skip=-1',
        '?$top=0',
        '?$top=51',
        '?$skip=abc',
        '?action=order.delete-everything',
        '?dateStart=2026-13-01',
        '?dateEnd=yesterday',
        `?actor=${'x'.repeat(101)}`,
        `?subjectId=${'x'.repeat(257)}`,
        '?dateStart=2026-11-01T00:00:00.000Z',
      ]) {
        const response = await list(query);
        assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
      }
      for (const query of ['?actor=not-a-uuid-but-text', `?subjectId=${encodeURIComponent("'; drop table admin_audit; --")}`, '?actor=00000000-0000-0000-0000-000000000000']) {
        const response = await list(query);
        assert.equal(response.statusCode, 200, `${query}: ${response.body}`);
      }
    });
  });
});
