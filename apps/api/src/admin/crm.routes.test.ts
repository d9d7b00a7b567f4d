import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { CRM_MESSAGES, crmAboutSchema, crmClientIdSchema, REQUEST_MESSAGES, TOO_LONG_MESSAGES, type CrmAbout } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from '../plugins/auth';
import { buildCapturedLogApp } from '../security/captured-log-app.test-support';
import { createTestUser, signIn } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';

// Issue 19, spec/03 2 Infusionsoft tab, 4, 7 CRM authorisation, 8: the sign-in
// page, the code kept (never answered back), the note, their audit rows.

type Headers = Record<string, string>;
type Method = 'GET' | 'PUT';
const ROUTES: ReadonlyArray<[Method, string, object?]> = [
  ['GET', '/api/taxonomy/clientid'],
  ['PUT', '/api/taxonomy/authcode', { authorizationCode: 'code' }],
  ['GET', '/api/taxonomy/about'],
  ['PUT', '/api/taxonomy/about', { about: 'note' }],
];

async function adminAndCustomer(app: FastifyInstance) {
  const admin = await createTestUser(app, { admin: true });
  return { admin, adminHeaders: await signIn(app, admin.userId), customerHeaders: await signIn(app, (await createTestUser(app)).userId) };
}

const crmRows = (app: FastifyInstance) => app.db.selectFrom('admin_audit').select(['actor_user_id', 'action', 'subject_kind', 'subject_id', 'before', 'after']).where('action', 'like', 'crm.%').orderBy('at').execute();
const keptSetting = (app: FastifyInstance) => app.db.selectFrom('app_settings').select('value').where('key', '=', 'crm.authorisation').executeTakeFirst();

describe('the CRM authorisation with the local CRM', () => {
  let app: FastifyInstance;
  let admin: { userId: string; email: string };
  let adminHeaders: Headers;
  let customerHeaders: Headers;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { PUBLIC_URL: 'https://shop.example.com/' } });
    ({ admin, adminHeaders, customerHeaders } = await adminAndCustomer(app));
  });
  afterAll(() => app.close());

  const call = (method: Method, url: string, headers: Headers = adminHeaders, payload?: object) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const signInPage = async () => {
    const response = await call('GET', '/api/taxonomy/clientid');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    return crmClientIdSchema.parse(response.json());
  };
  const about = async (): Promise<CrmAbout> => crmAboutSchema.parse((await call('GET', '/api/taxonomy/about')).json());

  test('anonymous callers get 401 and customers 403 on every call', async () => {
    for (const [method, url, payload] of ROUTES) {
      const anonymous = await call(method, url, {}, payload);
      assert.deepEqual([anonymous.statusCode, anonymous.json()], [401, { message: UNAUTHORIZED_MESSAGE }], `${method} ${url}`);
      const customer = await call(method, url, customerHeaders, payload);
      assert.deepEqual([customer.statusCode, customer.json()], [403, { message: FORBIDDEN_MESSAGE }], `${method} ${url}`);
    }
    assert.deepEqual(await crmRows(app), []);
  });

  test('before any code: the local client id, a sign-in page coming back to the Infusionsoft tab, nothing authorised', async () => {
    const page = await signInPage();
    assert.equal(page.clientId, 'labstore-local');
    const url = new URL(page.authorisationPageUrl);
    assert.equal(`${url.origin}${url.pathname}`, 'https://shop.example.com/dashboard/infusionsoft');
    assert.ok(url.searchParams.get('code'));
    assert.deepEqual(await about(), { about: '', crm: 'local', authorisedAt: null, authorisedBy: null });
  });

  test("a code the CRM refuses, or none, answers spec/03 8's failure words in the request's language and keeps nothing", async () => {
    const refused = await call('PUT', '/api/taxonomy/authcode', adminHeaders, { authorizationCode: 'forged-code' });
    assert.deepEqual([refused.statusCode, refused.json()], [400, { message: CRM_MESSAGES.codeNotStored }]);
    const spanish = await call('PUT', '/api/taxonomy/authcode', { ...adminHeaders, 'accept-language': 'es' }, { authorizationCode: 'forged-code' });
    assert.deepEqual(spanish.json(), { message: 'Código recibido, pero no guardado en el servidor.' });
    const missing = await call('PUT', '/api/taxonomy/authcode', adminHeaders, { authorizationCode: '  ' });
    assert.deepEqual([missing.statusCode, missing.json()], [400, { message: REQUEST_MESSAGES.invalid, modelState: { authorizationCode: [CRM_MESSAGES.codeNotStored] } }]);
    const tooLong = await call('PUT', '/api/taxonomy/authcode', adminHeaders, { authorizationCode: 'x'.repeat(513) });
    assert.equal(tooLong.statusCode, 400);
    assert.equal(await keptSetting(app), undefined);
    assert.deepEqual(await crmRows(app), []);
  });

  test("the sign-in page's code is kept, answered with spec/03 8's success words and never answered back; an audit row names no secret", async () => {
    const code = new URL((await signInPage()).authorisationPageUrl).searchParams.get('code') ?? '';
    const stored = await call('PUT', '/api/taxonomy/authcode', adminHeaders, { authorizationCode: code });
    assert.deepEqual([stored.statusCode, stored.json()], [200, { message: CRM_MESSAGES.codeStored }]);
    assert.equal(stored.headers['cache-control'], 'no-store');
    const kept = await keptSetting(app);
    assert.deepEqual((kept?.value as { grant: unknown }).grant, { kind: 'code', code });

    const now = await about();
    assert.deepEqual([now.crm, now.authorisedBy], ['local', admin.email]);
    assert.ok(now.authorisedAt && Date.now() - Date.parse(now.authorisedAt) < 60_000);
    const rows = await crmRows(app);
    assert.deepEqual(rows.map((row) => [row.actor_user_id, row.action, row.subject_kind, row.subject_id, row.before, row.after]), [
      [admin.userId, 'crm.authorise', 'crm', 'local', null, { crm: 'local', authorisedAt: now.authorisedAt, kept: 'code' }],
    ]);
    const answers = [stored.body, (await call('GET', '/api/taxonomy/about')).body, JSON.stringify(rows)];
    for (const text of answers) assert.ok(!text.includes(code));

    const spanish = await call('PUT', '/api/taxonomy/authcode', { ...adminHeaders, 'accept-language': 'es' }, { authorizationCode: code });
    assert.deepEqual(spanish.json(), { message: 'El código de InfusionSoft se ha enviado al servidor' });
    const second = (await crmRows(app)).at(-1);
    assert.deepEqual(second?.before, { crm: 'local', authorisedAt: now.authorisedAt, authorisedBy: admin.email });
  });

  test('the note is replaced, trimmed, at most 255 characters, each change an audit row with the note before and after', async () => {
    const first = await call('PUT', '/api/taxonomy/about', adminHeaders, { about: '  Keap account of the marketing team ' });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(crmAboutSchema.parse(first.json()).about, 'Keap account of the marketing team');
    await call('PUT', '/api/taxonomy/about', adminHeaders, { about: 'Ask Ana before signing in again' });
    assert.equal((await about()).about, 'Ask Ana before signing in again');
    const tooLong = await call('PUT', '/api/taxonomy/about', adminHeaders, { about: 'x'.repeat(256) });
    assert.deepEqual([tooLong.statusCode, tooLong.json<{ modelState: unknown }>().modelState], [400, { about: [TOO_LONG_MESSAGES.text] }]);
    const notes = (await crmRows(app)).filter((row) => row.action === 'crm.about');
    assert.deepEqual(notes.map((row) => [row.actor_user_id, row.subject_id, row.before, row.after]), [
      [admin.userId, 'local', { about: '' }, { about: 'Keap account of the marketing team' }],
      [admin.userId, 'local', { about: 'Keap account of the marketing team' }, { about: 'Ask Ana before signing in again' }],
    ]);
  });
});

describe('the CRM authorisation with Keap', () => {
  let app: FastifyInstance;
  let server: Server;
  let answer: (response: ServerResponse) => void;
  let exchanges = 0;
  let adminHeaders: Headers;
  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        exchanges += 1;
        answer(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
    app = await buildTestApp({ seed: false, environment: { KEAP_CLIENT_ID: 'client-1', KEAP_CLIENT_SECRET: 'secret-1', KEAP_TOKEN_URL: tokenUrl } });
    ({ adminHeaders } = await adminAndCustomer(app));
  });
  afterAll(async () => {
    await app.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const put = (authorizationCode: string) => app.inject({ method: 'PUT', url: '/api/taxonomy/authcode', headers: adminHeaders, payload: { authorizationCode } });
  const reply = (status: number, body: unknown) => (response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  test("the client id is Keap's, and the sign-in page Keap's authorisation page", async () => {
    const page = crmClientIdSchema.parse((await app.inject({ method: 'GET', url: '/api/taxonomy/clientid', headers: adminHeaders })).json());
    assert.equal(page.clientId, 'client-1');
    assert.match(page.authorisationPageUrl, /^https:\/\/accounts\.infusionsoft\.com\/app\/oauth\/authorize\?client_id=client-1&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fdashboard%2Finfusionsoft&/);
  });

  test('Keap unreachable or failing answers 502 and Keap refusing 400, both with the failure words, keeping nothing', async () => {
    answer = reply(500, { error: 'down' });
    const failing = await put('code-1');
    assert.deepEqual([failing.statusCode, failing.json()], [502, { message: CRM_MESSAGES.codeNotStored }]);
    answer = reply(400, { error: 'invalid_grant' });
    assert.equal((await put('code-1')).statusCode, 400);
    assert.equal(await keptSetting(app), undefined);
    assert.deepEqual(await crmRows(app), []);
  });

  test('the tokens Keap gives for the code are kept, and neither they nor the code are answered', async () => {
    answer = reply(200, { access_token: 'access-secret', refresh_token: 'refresh-secret', expires_in: 86_400, scope: 'full' });
    const stored = await put('code-2');
    assert.deepEqual([stored.statusCode, stored.json()], [200, { message: CRM_MESSAGES.codeStored }]);
    const kept = (await keptSetting(app))?.value as { crm: string; grant: { kind: string; accessToken: string; refreshToken: string } };
    assert.deepEqual([kept.crm, kept.grant.kind, kept.grant.accessToken, kept.grant.refreshToken], ['keap', 'tokens', 'access-secret', 'refresh-secret']);
    const about = await app.inject({ method: 'GET', url: '/api/taxonomy/about', headers: adminHeaders });
    assert.equal(crmAboutSchema.parse(about.json()).crm, 'keap');
    for (const text of [stored.body, about.body, JSON.stringify(await crmRows(app))]) assert.ok(!/access-secret|refresh-secret|code-2/.test(text));
  });

  test("the client's retry with the same Idempotency-Key gets the first answer and redeems nothing again", async () => {
    answer = reply(200, { access_token: 'access-3', refresh_token: 'refresh-3', expires_in: 3600, scope: 'full' });
    const headers = { ...adminHeaders, 'idempotency-key': 'authcode-retry-1' };
    const send = () => app.inject({ method: 'PUT', url: '/api/taxonomy/authcode', headers, payload: { authorizationCode: 'code-3' } });
    const before = exchanges;
    const first = await send();
    // Keap refuses a code used once; the retry must not ask again.
    answer = reply(400, { error: 'invalid_grant' });
    const retry = await send();
    assert.deepEqual([first.statusCode, retry.statusCode, retry.json(), retry.headers['idempotent-replayed']], [200, 200, { message: CRM_MESSAGES.codeStored }, 'true']);
    assert.equal(exchanges - before, 1);
  });
});

describe('the CRM authorisation code in the logs', () => {
  test('neither a kept code, nor a refused one, nor the redirect that carries it reaches a log line', async () => {
    const { app, logText } = await buildCapturedLogApp();
    try {
      const { adminHeaders } = await adminAndCustomer(app);
      const page = crmClientIdSchema.parse((await app.inject({ method: 'GET', url: '/api/taxonomy/clientid', headers: adminHeaders })).json());
      const code = new URL(page.authorisationPageUrl).searchParams.get('code') ?? '';
      await app.inject({ method: 'GET', url: `/dashboard/infusionsoft?code=${encodeURIComponent(code)}` });
      const kept = await app.inject({ method: 'PUT', url: '/api/taxonomy/authcode', headers: adminHeaders, payload: { authorizationCode: code } });
      assert.equal(kept.statusCode, 200, kept.body);
      const forged = 'Forged9Code9That9Nobody9Issued';
      const refused = await app.inject({ method: 'PUT', url: '/api/taxonomy/authcode', headers: adminHeaders, payload: { authorizationCode: forged } });
      assert.equal(refused.statusCode, 400);
      const log = logText();
      assert.match(log, /CRM authorisation code not stored/);
      assert.ok(!log.includes(code) && !log.includes(forged));
    } finally {
      await app.close();
    }
  });
});
