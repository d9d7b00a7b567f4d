import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  ADMIN_LIST_MESSAGES,
  ADMIN_USER_MESSAGES,
  ADMIN_USER_SEARCH_LENGTH_MESSAGE,
  MESSAGES_ES,
  REQUEST_MESSAGES,
  ROLE,
  SEARCH_TOO_LONG_MESSAGE,
  TOKEN_ERROR_MESSAGES,
  fillTemplate,
  type AdminUser,
  type AdminUserChange,
  type AdminUserList,
  type ProfileResponse,
} from '@labstore/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { createAdmin, createCustomer, GENEROUS_LIMITS, TEST_PASSWORD } from '../accounts/accounts.test-fixtures';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from '../plugins/auth';
import { createTestUser, signIn } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';

// Issue 19, spec/03 2 Users tab, 3, 4 User toggles, 6, 7 Account, 8: the
// administrators' user list, search, roles and toggles, each audited; a role
// counts from the next request and a disabled account's sessions end at once.

type Headers = Record<string, string>;
const ADDRESS = '203.0.113.7';

describe('the Users administration API', () => {
  let app: FastifyInstance;
  let admin: { userId: string; email: string; headers: Headers };

  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
    const created = await createAdmin(app);
    admin = { userId: created.userId, email: created.email, headers: created.headers };
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = admin.headers, payload?: object) =>
    app.inject({ method, url, headers, remoteAddress: ADDRESS, ...(payload ? { payload } : {}) } as InjectOptions);
  const auditOf = (subjectId: string) =>
    app.db.selectFrom('admin_audit').select(['actor_user_id', 'actor_email', 'action', 'subject_kind', 'before', 'after', 'client_address']).where('subject_id', '=', subjectId).orderBy('at').execute();
  const audited = (action: string, before: object | null, after: object | null, actor = admin) => ({
    actor_user_id: actor.userId,
    actor_email: actor.email,
    action,
    subject_kind: 'user',
    before,
    after,
    client_address: ADDRESS,
  });
  /** A validation refusal: 400 with the field's message in modelState. */
  const fieldMessage = (response: { statusCode: number; json: <T>() => T }, field: string) => [response.statusCode, response.json<{ modelState?: Record<string, string[]> }>().modelState?.[field]];
  const customerHeaders = async () => signIn(app, (await createTestUser(app)).userId);

  test('every route refuses anonymous callers (401) and customers (403)', async () => {
    const someone = randomUUID();
    const routes: Array<[method: 'GET' | 'POST', url: string, payload?: object]> = [
      ['GET', '/api/account'],
      ['POST', '/api/account/search', { search: 'jane' }],
      ['GET', '/api/account/role'],
      ['POST', '/api/account/role/assign', { userId: someone, roleId: ROLE.admin }],
      ['POST', `/api/account/${someone}/false`],
      ['POST', `/api/account/${someone}/nonTransactional/false`],
    ];
    const customer = await customerHeaders();
    for (const [method, url, payload] of routes) {
      const anonymous = await call(method, url, {}, payload);
      assert.deepEqual([anonymous.statusCode, anonymous.json()], [401, { message: UNAUTHORIZED_MESSAGE }], `${method} ${url}`);
      const refused = await call(method, url, customer, payload);
      assert.deepEqual([refused.statusCode, refused.json()], [403, { message: FORBIDDEN_MESSAGE }], `${method} ${url}`);
    }
  });

  describe('GET /api/account and POST /api/account/search', () => {
    const tag = randomUUID().slice(0, 8);
    let zoe: { userId: string; profileId: string; email: string };

    beforeAll(async () => {
      zoe = await createTestUser(app, { firstName: `Zoe${tag}`, lastName: 'Álvarez', languagePreference: 1 });
      for (let index = 0; index < 11; index += 1) await createTestUser(app, { firstName: `Many${tag}`, lastName: `Person${String(index).padStart(2, '0')}` });
      await createTestUser(app, { firstName: `Pct${tag}`, lastName: '100%sure' });
    });

    const search = (body: object, headers: Headers = admin.headers) => call('POST', '/api/account/search', headers, body);

    test('the list: the User (admin view) of every account, 10 a page, no-store', async () => {
      const response = await call('GET', '/api/account');
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['cache-control'], 'no-store');
      const page = response.json<AdminUserList>();
      const total = await app.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      assert.deepEqual([page.items.length, page.count], [10, Number(total.n)]);
      // The default order is the e-mail's.
      assert.deepEqual(
        page.items.map((user) => user.email),
        [...page.items.map((user) => user.email)].sort((a, b) => (a < b ? -1 : 1)),
      );
      const all = (await call('GET', `/api/account?$top=50&$orderby=FirstName%20desc`)).json<AdminUserList>();
      const listed = all.items.find((user) => user.id === zoe.userId);
      assert.deepEqual(listed, {
        id: zoe.userId,
        firstName: `Zoe${tag}`,
        lastName: 'Álvarez',
        email: zoe.email,
        isActive: true,
        roleId: ROLE.user,
        roleName: 'User',
        emailConfirmed: true,
        isTwoFactor: false,
        receiveNonTransactionalEmails: true,
        profileId: zoe.profileId,
        languagePreference: 1,
      } satisfies AdminUser);
      const adminRow = all.items.find((user) => user.id === admin.userId);
      assert.deepEqual([adminRow?.roleId, adminRow?.roleName], [ROLE.admin, 'Admin']);
    });

    test('$orderby orders, with ties by id, so the pages never overlap', async () => {
      const pages = await Promise.all([0, 10].map((skip) => search({ search: `many${tag}`, $orderby: 'LastName desc', $skip: skip })));
      const [first, second] = pages.map((response) => response.json<AdminUserList>());
      assert.deepEqual([first?.count, first?.items.length, second?.items.length], [11, 10, 1]);
      const names = [...(first?.items ?? []), ...(second?.items ?? [])].map((user) => user.lastName);
      assert.deepEqual(names, Array.from({ length: 11 }, (_, index) => `Person${String(10 - index).padStart(2, '0')}`));
      assert.deepEqual(fieldMessage(await call('GET', '/api/account?$orderby=password_hash'), '$orderby'), [400, [ADMIN_USER_MESSAGES.orderBy]]);
      assert.deepEqual(fieldMessage(await call('GET', '/api/account?$top=51'), '$top'), [400, [ADMIN_LIST_MESSAGES.top]]);
    });

    test('search: first name, last name, "first last" or e-mail, any case; wildcards are literal', async () => {
      const ids = async (text: string) => (await search({ search: text })).json<AdminUserList>().items.map((user) => user.id);
      assert.deepEqual(await ids(`ZOE${tag}`), [zoe.userId]);
      assert.deepEqual(await ids(`zoe${tag} álv`), [zoe.userId]);
      assert.deepEqual(await ids(zoe.email.toUpperCase()), [zoe.userId]);
      assert.equal((await ids(`pct${tag}`)).length, 1);
      assert.deepEqual(await ids('100%sure'), await ids(`pct${tag}`));
      assert.deepEqual(await ids('1_0%s'), []);
    });

    test('a search shorter than the minimum (3) is refused with the dashboard’s words, in the request’s language', async () => {
      for (const text of ['', 'ab', '  ab  ']) {
        assert.deepEqual(fieldMessage(await search({ search: text }), 'search'), [400, [ADMIN_USER_SEARCH_LENGTH_MESSAGE]], JSON.stringify(text));
      }
      assert.equal(ADMIN_USER_SEARCH_LENGTH_MESSAGE, 'Required length: 3');
      const spanish = await app.inject({ method: 'POST', url: '/api/account/search', headers: { ...admin.headers, 'accept-language': 'es' }, payload: { search: 'ab' } });
      assert.deepEqual(fieldMessage(spanish, 'search'), [400, [fillTemplate(MESSAGES_ES.adminUsers.searchLength, { min: '3' })]]);
      assert.equal((await search({ search: 'abc' })).statusCode, 200);
      assert.deepEqual(fieldMessage(await search({ search: 'x'.repeat(101) }), 'search'), [400, [SEARCH_TOO_LONG_MESSAGE]]);
    });
  });

  test('GET /api/account/role: the roles table', async () => {
    const response = await call('GET', '/api/account/role');
    assert.deepEqual(response.json(), { items: [{ id: ROLE.admin, name: 'Admin' }, { id: ROLE.user, name: 'User' }], count: 2 });
  });

  describe('POST /api/account/role/assign', () => {
    const assign = (userId: string, roleId: number, headers: Headers = admin.headers) => call('POST', '/api/account/role/assign', headers, { userId, roleId });

    test('a customer made Admin calls an admin route at once, with the same session; demoted, gets 403 at once', async () => {
      const customer = await createTestUser(app);
      const session = await signIn(app, customer.userId);
      assert.equal((await call('GET', '/api/account/role', session)).statusCode, 403);

      const promoted = await assign(customer.userId, ROLE.admin);
      assert.equal(promoted.statusCode, 200, promoted.body);
      const change = promoted.json<AdminUserChange>();
      assert.equal(change.message, `${customer.email} has been changed to Admin`);
      assert.deepEqual([change.user.roleId, change.user.roleName], [ROLE.admin, 'Admin']);
      assert.equal((await call('GET', '/api/account/role', session)).statusCode, 200);

      const demoted = await assign(customer.userId, ROLE.user);
      assert.equal(demoted.json<AdminUserChange>().message, `${customer.email} has been changed to User`);
      const refused = await call('GET', '/api/account/role', session);
      assert.deepEqual([refused.statusCode, refused.json()], [403, { message: FORBIDDEN_MESSAGE }]);

      assert.deepEqual(await auditOf(customer.userId), [
        audited('account.assign-role', { roleId: ROLE.user, roleName: 'User' }, { roleId: ROLE.admin, roleName: 'Admin' }),
        audited('account.assign-role', { roleId: ROLE.admin, roleName: 'Admin' }, { roleId: ROLE.user, roleName: 'User' }),
      ]);
    });

    test('a demoted administrator loses the customer sessions they opened with login-as', async () => {
      const other = await createTestUser(app, { admin: true });
      const customer = await createTestUser(app);
      const quasi = await signIn(app, customer.userId, { actingAdminId: other.userId });
      const own = await signIn(app, customer.userId);
      assert.equal((await call('GET', '/api/account/userInfo', quasi)).statusCode, 200);
      await assign(other.userId, ROLE.user);
      assert.equal((await call('GET', '/api/account/userInfo', quasi)).statusCode, 401);
      assert.equal((await call('GET', '/api/account/userInfo', own)).statusCode, 200);
    });

    test('the same role again answers the message and writes no row; Spanish words on request', async () => {
      const customer = await createTestUser(app);
      const response = await app.inject({ method: 'POST', url: '/api/account/role/assign', headers: { ...admin.headers, 'accept-language': 'es' }, payload: { userId: customer.userId, roleId: ROLE.user } });
      assert.equal(response.json<AdminUserChange>().message, fillTemplate(MESSAGES_ES.adminUsers.roleChanged, { email: customer.email, role: 'User' }));
      assert.deepEqual(await auditOf(customer.userId), []);
    });

    test('refusals: own role 400, unknown user 404, unknown role 400, bad body 400; none writes a row', async () => {
      const own = await assign(admin.userId, ROLE.user);
      assert.deepEqual([own.statusCode, own.json<{ message: string }>().message], [400, ADMIN_USER_MESSAGES.ownRole]);
      const nobody = await assign(randomUUID(), ROLE.admin);
      assert.deepEqual([nobody.statusCode, nobody.json()], [404, { message: REQUEST_MESSAGES.notFound }]);
      const customer = await createTestUser(app);
      const role = await assign(customer.userId, 99);
      assert.deepEqual([role.statusCode, role.json<{ message: string }>().message], [400, ADMIN_USER_MESSAGES.roleUnknown]);
      for (const body of [{ userId: 'nope', roleId: 1 }, { userId: customer.userId, roleId: '1' }, { userId: customer.userId, roleId: 1.5 }, {}]) {
        assert.equal((await call('POST', '/api/account/role/assign', admin.headers, body)).statusCode, 400, JSON.stringify(body));
      }
      assert.deepEqual(await auditOf(customer.userId), []);
      const adminNow = await app.db.selectFrom('users').select('role_id').where('id', '=', admin.userId).executeTakeFirstOrThrow();
      assert.equal(adminNow.role_id, ROLE.admin);
    });
  });

  describe('POST /api/account/{accountId}/{isActive}', () => {
    const toggle = (userId: string, isActive: string, headers: Headers = admin.headers) => call('POST', `/api/account/${userId}/${isActive}`, headers);
    const token = (userName: string) => app.inject({ method: 'POST', url: '/Token', payload: { grant_type: 'password', userName, password: TEST_PASSWORD } });

    test('disabling ends every session at once and refuses sign-in; enabling lets the user sign in again', async () => {
      const customer = await createCustomer(app);
      const second = await signIn(app, customer.userId);
      assert.equal((await call('GET', '/api/account/userInfo', customer.headers)).statusCode, 200);

      const disabled = await toggle(customer.userId, 'false');
      assert.equal(disabled.statusCode, 200, disabled.body);
      assert.deepEqual([disabled.json<AdminUserChange>().message, disabled.json<AdminUserChange>().user.isActive], [`${customer.email} is now Disabled`, false]);
      for (const headers of [customer.headers, second]) {
        const refused = await call('GET', '/api/account/userInfo', headers);
        assert.deepEqual([refused.statusCode, refused.json()], [401, { message: UNAUTHORIZED_MESSAGE }]);
      }
      const live = await app.db.selectFrom('sessions').select('id').where('user_id', '=', customer.userId).where('revoked_at', 'is', null).execute();
      assert.deepEqual(live, []);
      const signInRefused = await token(customer.email);
      assert.deepEqual([signInRefused.statusCode, signInRefused.json<{ error_description: string }>().error_description], [400, TOKEN_ERROR_MESSAGES.disabled]);

      const enabled = await toggle(customer.userId, 'true');
      assert.equal(enabled.json<AdminUserChange>().message, `${customer.email} is now Active`);
      assert.equal((await token(customer.email)).statusCode, 200);
      // The sessions ended stay ended.
      assert.equal((await call('GET', '/api/account/userInfo', second)).statusCode, 401);

      assert.deepEqual(await auditOf(customer.userId), [
        audited('account.set-active', { isActive: true }, { isActive: false }),
        audited('account.set-active', { isActive: false }, { isActive: true }),
      ]);
    });

    test('a disabled administrator’s login-as sessions end too', async () => {
      const other = await createTestUser(app, { admin: true });
      const customer = await createTestUser(app);
      const quasi = await signIn(app, customer.userId, { actingAdminId: other.userId });
      await toggle(other.userId, 'false');
      assert.equal((await call('GET', '/api/account/userInfo', quasi)).statusCode, 401);
    });

    test('refusals: disabling oneself 400, unknown user 404, bad parameters 400; no row, nothing changes', async () => {
      const own = await toggle(admin.userId, 'false');
      assert.deepEqual([own.statusCode, own.json<{ message: string }>().message], [400, ADMIN_USER_MESSAGES.ownActive]);
      assert.equal((await call('GET', '/api/account/role')).statusCode, 200);
      assert.equal((await toggle(admin.userId, 'true')).statusCode, 200);
      assert.deepEqual([(await toggle(randomUUID(), 'false')).statusCode], [404]);
      const customer = await createTestUser(app);
      assert.deepEqual(fieldMessage(await toggle(customer.userId, 'maybe'), 'isActive'), [400, [ADMIN_USER_MESSAGES.flag]]);
      assert.deepEqual(fieldMessage(await toggle('not-a-guid', 'false'), 'accountId'), [400, [ADMIN_USER_MESSAGES.userId]]);
      assert.deepEqual(await auditOf(customer.userId), []);
      assert.deepEqual(await auditOf(admin.userId), []);
    });
  });

  describe('non-transactional e-mails and MFA', () => {
    test('POST /api/account/{userId}/nonTransactional/{enabled}: the spec’s notice, the flag, one row a change', async () => {
      const customer = await createTestUser(app, { firstName: 'Nina', lastName: 'Ortiz' });
      const off = await call('POST', `/api/account/${customer.userId}/nonTransactional/false`);
      assert.equal(off.statusCode, 200, off.body);
      assert.equal(off.json<AdminUserChange>().message, 'Nina Ortiz Non Transactional Emails is changed ot Off');
      assert.equal(off.json<AdminUserChange>().user.receiveNonTransactionalEmails, false);
      const again = await call('POST', `/api/account/${customer.userId}/nonTransactional/false`);
      assert.equal(again.json<AdminUserChange>().message, 'Nina Ortiz Non Transactional Emails is changed ot Off');
      const on = await call('POST', `/api/account/${customer.userId}/nonTransactional/true`);
      assert.equal(on.json<AdminUserChange>().message, 'Nina Ortiz Non Transactional Emails is changed ot On');
      assert.deepEqual(await auditOf(customer.userId), [
        audited('account.set-non-transactional', { receiveNonTransactionalEmails: true }, { receiveNonTransactionalEmails: false }),
        audited('account.set-non-transactional', { receiveNonTransactionalEmails: false }, { receiveNonTransactionalEmails: true }),
      ]);
      assert.equal((await call('POST', `/api/account/${randomUUID()}/nonTransactional/true`)).statusCode, 404);
      assert.equal((await call('POST', `/api/account/${customer.userId}/nonTransactional/yes`)).statusCode, 400);
    });

    test('MFA switched by an administrator is audited; the user’s own switch is not', async () => {
      const customer = await createTestUser(app);
      const on = await call('GET', `/api/account/twofactor/${customer.userId}/true`);
      assert.deepEqual([on.statusCode, on.json()], [200, { isTwoFactor: true }]);
      await call('GET', `/api/account/twofactor/${customer.userId}/false`, await signIn(app, customer.userId));
      assert.deepEqual(await auditOf(customer.userId), [audited('account.set-mfa', { isTwoFactor: false }, { isTwoFactor: true })]);
    });
  });

  test('reverify by an administrator sends the link and is audited; the user’s own request is not', async () => {
    const customer = await createTestUser(app);
    await app.db.updateTable('users').set({ email_confirmed: false }).where('id', '=', customer.userId).execute();
    const sent = await call('POST', `/api/account/sendConfirmation?accountId=${customer.userId}`);
    assert.equal(sent.statusCode, 200, sent.body);
    await call('POST', `/api/account/sendConfirmation?accountId=${customer.userId}`, await signIn(app, customer.userId));
    const mails = await app.db.selectFrom('email_log').select('id').where('to_address', '=', customer.email).where('send_by', '=', 'confirmation').execute();
    assert.equal(mails.length, 2);
    assert.deepEqual(await auditOf(customer.userId), [audited('account.reverify', { emailConfirmed: false }, { emailConfirmed: false, linkSentTo: customer.email })]);
  });

  test('a profile updated by an administrator is audited with before and after; the owner’s own update is not', async () => {
    const customer = await createTestUser(app);
    const profile = (await call('GET', `/api/profile/get/${customer.profileId}`)).json<ProfileResponse>();
    const updated = await call('PUT', '/api/profile/update', admin.headers, { ...profile, firstName: 'Janet', workPhone: '3175550111' });
    assert.equal(updated.statusCode, 200, updated.body);
    await call('PUT', '/api/profile/update', await signIn(app, customer.userId), { ...updated.json<ProfileResponse>(), workPhone: '3175550122' });
    const rows = await auditOf(customer.profileId);
    assert.deepEqual(
      rows.map((row) => [row.actor_user_id, row.action, row.subject_kind, row.client_address]),
      [[admin.userId, 'profile.update', 'profile', ADDRESS]],
    );
    assert.deepEqual(rows[0]?.before, JSON.parse(JSON.stringify(profile)));
    assert.deepEqual(rows[0]?.after, JSON.parse(updated.body));
  });
});
