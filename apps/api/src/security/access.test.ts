import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from '../plugins/auth';
import { loadConfig, mapTileImageSources } from '../config';
import { contentSecurityPolicy, DOCS_CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from '../plugins/security-headers';
import { malformedTokens } from './forged-tokens.test-support';
import { adminAreaMismatches, ROUTE_ACCESS } from './route-access.test-support';
import { isForAdministrators, type RouteDeclaration } from './route-declaration.test-support';
import {
  buildSuiteApp,
  createSuiteAdmin,
  createSuiteCustomer,
  documentedRoutes,
  freshSession,
  placeholderUrl,
  writeWebDist,
  type DocumentedRoute,
  type SuiteAccount,
} from './suite.test-support';

// The policy of the default configuration: this origin, and the default map tiles' host for images.
const APP_POLICY = contentSecurityPolicy({ stripe: false, imageSources: mapTileImageSources(loadConfig({})) });

const SECURITY_HEADERS = {
  'content-security-policy': APP_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

function assertSecurityHeaders(headers: Record<string, unknown>, what: string, csp = APP_POLICY) {
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, 'content-security-policy': csp })) assert.equal(headers[name], value, `${what}: ${name}`);
}

describe('security suite: access, personal answers and headers, route by route', () => {
  let app: FastifyInstance;
  let webDist: string;
  let routes: DocumentedRoute[];
  let owner: SuiteAccount;
  let stranger: SuiteAccount;
  let admin: { userId: string; headers: { authorization: string } };

  beforeAll(async () => {
    webDist = writeWebDist();
    app = await buildSuiteApp({ WEB_DIST_DIR: webDist });
    await app.ready();
    routes = documentedRoutes(app);
    owner = await createSuiteCustomer(app, 'ana');
    stranger = await createSuiteCustomer(app, 'bob');
    admin = await createSuiteAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  function declarationOf(route: DocumentedRoute): RouteDeclaration {
    const declaration = ROUTE_ACCESS.get(route.key);
    assert.ok(declaration, `${route.key} is declared by no feature's route-access.test-support.ts`);
    return declaration;
  }

  function sampleOf(route: DocumentedRoute, declaration: RouteDeclaration): InjectOptions {
    const sample = declaration.sample?.(owner) ?? { url: placeholderUrl(route.path) };
    return { method: route.method as InjectOptions['method'], url: sample.url, ...(sample.payload ? { payload: sample.payload } : {}) };
  }

  test('every route of the OpenAPI document is declared, and every declaration is a route', () => {
    const documented = new Set(routes.map((route) => route.key));
    const undeclared = [...documented].filter((key) => !ROUTE_ACCESS.has(key));
    const stale = [...ROUTE_ACCESS.keys()].filter((key) => !documented.has(key));
    assert.deepEqual(undeclared, [], `routes no feature's route-access.test-support.ts declares: ${undeclared.join(', ')}`);
    assert.deepEqual(stale, [], `declared routes that no longer exist: ${stale.join(', ')}`);
  });

  test('every admin route is in the admin area, and the area holds only admin routes', () => {
    assert.ok(app.adminAreaRoutes.has('POST /api/account/loginAs'), 'login-as is in the admin area');
    assert.deepEqual(adminAreaMismatches(ROUTE_ACCESS, app.adminAreaRoutes), []);
  });

  test('each non-public route answers 401 without a token, and with every malformed one', async () => {
    const badTokens = Object.entries(malformedTokens(owner.sessionId, owner.userId));
    let checked = 0;
    for (const route of routes) {
      const declaration = declarationOf(route);
      if (declaration.access === 'public') continue;
      for (const [name, token] of badTokens) {
        const response = await app.inject({ ...sampleOf(route, declaration), headers: token ? { authorization: `Bearer ${token}` } : {} });
        assert.equal(response.statusCode, 401, `${route.key} with ${name}: ${response.statusCode} ${response.body}`);
        assert.deepEqual(response.json(), { message: UNAUTHORIZED_MESSAGE }, `${route.key} with ${name}`);
      }
      checked += 1;
    }
    console.log(`security suite: ${checked} non-public routes refused without a token and with ${badTokens.length - 1} malformed ones`);
    assert.ok(checked > 0);
  });

  test('each admin route answers 403 to a customer', async () => {
    const adminRoutes = routes.filter((route) => isForAdministrators(declarationOf(route).access));
    for (const route of adminRoutes) {
      const response = await app.inject({ ...sampleOf(route, declarationOf(route)), headers: await freshSession(app, owner.userId) });
      assert.equal(response.statusCode, 403, `${route.key}: ${response.body}`);
      assert.deepEqual(response.json(), { message: FORBIDDEN_MESSAGE }, route.key);
    }
    console.log(`security suite: ${adminRoutes.length} admin routes refused to a customer`);
  });

  test("a customer's resource named by id is refused (403 or 404) to another customer, and nothing of it changes", async () => {
    const owned = routes.filter((route) => declarationOf(route).ownedResource);
    const ownerRows = () =>
      Promise.all([
        app.db.selectFrom('users').selectAll().where('id', '=', owner.userId).execute(),
        app.db.selectFrom('profiles').selectAll().where('user_id', '=', owner.userId).execute(),
        app.db.selectFrom('addresses').selectAll().where('profile_id', '=', owner.profile.id).execute(),
      ]);
    const before = await ownerRows();
    for (const route of owned) {
      const declaration = declarationOf(route);
      const refusals = declaration.crossAccountStatus ? [declaration.crossAccountStatus] : [403, 404];
      const response = await app.inject({ ...sampleOf(route, declaration), headers: await freshSession(app, stranger.userId) });
      assert.ok(refusals.includes(response.statusCode), `${route.key} as another customer: ${response.statusCode} ${response.body}`);
    }
    assert.deepEqual(await ownerRows(), before);
    // The same requests from the owner are answered: the refusal above is about who asks.
    for (const route of owned) {
      const response = await app.inject({ ...sampleOf(route, declarationOf(route)), headers: await freshSession(app, owner.userId) });
      assert.ok(response.statusCode < 400, `${route.key} as its owner: ${response.statusCode} ${response.body}`);
    }
    console.log(`security suite: ${owned.length} routes naming a customer's resource refused to another customer`);
  });

  test('every route declared personal answers with Cache-Control: no-store', async () => {
    const personal = routes.filter((route) => declarationOf(route).personal);
    for (const route of personal) {
      const declaration = declarationOf(route);
      const headers = await freshSession(app, isForAdministrators(declaration.access) ? admin.userId : owner.userId);
      const response = await app.inject({ ...sampleOf(route, declaration), headers });
      assert.equal(response.headers['cache-control'], 'no-store', `${route.key} (${response.statusCode})`);
    }
    // A successful sign-in, the one personal answer that needs no session.
    const token = await app.inject({ method: 'POST', url: '/Token', payload: { grant_type: 'password', userName: owner.email, password: 'Secret#123' } });
    assert.equal(token.statusCode, 200, token.body);
    assert.equal(token.headers['cache-control'], 'no-store');
  });

  test('the security headers are on the app shell, static files, the API, errors and /docs', async () => {
    const pages: InjectOptions[] = [
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/account/profile' },
      { method: 'GET', url: '/assets/app-1a2b3c.js' },
      { method: 'GET', url: '/api/state/list' },
      { method: 'GET', url: '/api/product/all' },
      { method: 'GET', url: '/api/account/userInfo' },
      { method: 'GET', url: '/api/no-such-route' },
      { method: 'POST', url: '/api/product/search', payload: '{', headers: { 'content-type': 'application/json' } },
      { method: 'GET', url: '/docs' },
      { method: 'GET', url: '/docs/static/index.html' },
      { method: 'GET', url: '/docs/static/swagger-initializer.js' },
      { method: 'GET', url: '/docs/json' },
      { method: 'GET', url: '/health' },
    ];
    for (const page of pages) {
      const response = await app.inject(page);
      const csp = String(page.url).startsWith('/docs') ? DOCS_CONTENT_SECURITY_POLICY : APP_POLICY;
      assertSecurityHeaders(response.headers, `${page.method} ${page.url} (${response.statusCode})`, csp);
      assert.equal(response.headers['strict-transport-security'], undefined, `${page.url}: no HSTS over plain http`);
    }
    const shell = await app.inject({ method: 'GET', url: '/' });
    assert.match(shell.body, /<div id="root">/);
    // Inline style is allowed on /docs alone (swagger-ui); scripts are this origin's only, everywhere.
    assert.match(DOCS_CONTENT_SECURITY_POLICY, /style-src 'self' 'unsafe-inline'; /);
    assert.doesNotMatch(APP_POLICY, /unsafe/);
  });
});

describe('security suite: HSTS only when the request came over https', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildSuiteApp({ TRUST_PROXY_ADDRESSES: '127.0.0.1' });
  });
  afterAll(() => app.close());

  test('behind a proxy that says https, HSTS is sent; over http, the redirect carries none', async () => {
    const secure = await app.inject({ method: 'GET', url: '/api/state/list', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(secure.statusCode, 200);
    assert.equal(secure.headers['strict-transport-security'], STRICT_TRANSPORT_SECURITY);
    assertSecurityHeaders(secure.headers, 'https');
    const plain = await app.inject({ method: 'GET', url: '/api/state/list', headers: { 'x-forwarded-proto': 'http' } });
    assert.equal(plain.headers['strict-transport-security'], undefined);
  });
});
