import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { ProfileResponse } from '@labstore/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { GENEROUS_LIMITS, registrationBody } from '../accounts/accounts.test-fixtures';
import { CHILD_BODY, createTestChild, createTestUser, INDIANAPOLIS, signIn, type TestUser } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { INVALID_REQUEST_MESSAGE } from './error-handler';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE, unstorableFields } from './request-text-guard';

const NUL = 'x\u0000y';
const LONE_HIGH_SURROGATE = 'x\uD800y';
const LONE_LOW_SURROGATE = 'x\uDC00y';

function refusal(...fields: string[]) {
  return { message: INVALID_REQUEST_MESSAGE, modelState: Object.fromEntries(fields.map((field) => [field, [UNSTORABLE_TEXT_MESSAGE]])) };
}

describe('text PostgreSQL cannot store', () => {
  test('NUL and lone surrogates are refused; pairs, controls and other text pass', () => {
    for (const text of [NUL, LONE_HIGH_SURROGATE, LONE_LOW_SURROGATE, '\uDC00\uD800']) assert.equal(isStorableText(text), false, JSON.stringify(text));
    for (const text of ['plain', 'tab\tand\u0001controls', 'emoji \uD83D\uDE00', 'ñandú', '']) assert.equal(isStorableText(text), true, JSON.stringify(text));
  });

  test('fields are named by their path, keys included, at any depth', () => {
    assert.deepEqual(unstorableFields({ a: 'ok', homeAddress: { city: NUL }, items: ['ok', LONE_HIGH_SURROGATE] }, undefined).sort(), ['homeAddress.city', 'items.1']);
    assert.deepEqual(unstorableFields({ nested: { [NUL]: 1 } }, undefined), ['nested']);
    let deep: unknown = NUL;
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    assert.equal(unstorableFields(deep, undefined).length, 1);
  });
});

// spec/01 5 and DESIGN.md API: a bad input is a 400 with modelState, never a
// 500. These are the places where PostgreSQL refused U+0000 with a 500.
describe('a request carrying text the database cannot store', () => {
  let app: FastifyInstance;
  let customer: TestUser;
  let asCustomer: { authorization: string };
  let asAdmin: { authorization: string };
  let childId: string;

  beforeAll(async () => {
    app = await buildTestApp({ seed: true, environment: { ...GENEROUS_LIMITS } });
    customer = await createTestUser(app);
    childId = await createTestChild(app, customer.userId);
    asCustomer = await signIn(app, customer.userId);
    asAdmin = await signIn(app, (await createTestUser(app, { admin: true })).userId);
  });
  afterAll(() => app.close());

  async function assertRefused(request: InjectOptions, ...fields: string[]) {
    const response = await app.inject(request);
    assert.equal(response.statusCode, 400, `${request.method} ${String(request.url)}: ${response.body}`);
    assert.deepEqual(response.json(), refusal(...fields));
  }

  test('catalogue searches, in the body', async () => {
    for (const url of ['/api/product/search', '/api/catalog/search']) {
      await assertRefused({ method: 'POST', url, payload: { search: NUL } }, 'search');
      await assertRefused({ method: 'POST', url, payload: { search: LONE_HIGH_SURROGATE } }, 'search');
    }
  });

  test('product and category paths, and a query value', async () => {
    await assertRefused({ method: 'GET', url: '/api/product/x%00y' }, 'slugOrId');
    await assertRefused({ method: 'GET', url: '/api/category/browse/x%00y' }, 'id');
    await assertRefused({ method: 'GET', url: '/api/product/all?$orderby=Name%00' }, '$orderby');
  });

  test('registration city and address line; nothing is stored', async () => {
    const body = registrationBody({ city: NUL, addressLine: LONE_LOW_SURROGATE });
    await assertRefused({ method: 'POST', url: '/api/account/register', payload: body }, 'city', 'addressLine');
    assert.equal(await app.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst(), undefined);
  });

  test("a profile update's address, and a child's create and update; the stored rows stay as they were", async () => {
    const current = (await app.inject({ method: 'GET', url: `/api/profile/get/${customer.profileId}`, headers: asCustomer })).json<ProfileResponse>();
    const addressesBefore = await app.db.selectFrom('addresses').selectAll().where('profile_id', '=', customer.profileId).execute();
    await assertRefused(
      { method: 'PUT', url: '/api/profile/update', headers: asCustomer, payload: { ...current, homeAddress: { ...INDIANAPOLIS, city: NUL, addressLine: NUL } } },
      'homeAddress.city',
      'homeAddress.addressLine',
    );
    assert.deepEqual(await app.db.selectFrom('addresses').selectAll().where('profile_id', '=', customer.profileId).execute(), addressesBefore);

    const child = { ...CHILD_BODY, userId: customer.userId };
    await assertRefused({ method: 'POST', url: '/api/profile/child/create', headers: asAdmin, payload: { ...child, homeAddress: { ...INDIANAPOLIS, addressLine: NUL } } }, 'homeAddress.addressLine');
    await assertRefused({ method: 'PUT', url: '/api/profile/child/update', headers: asAdmin, payload: { ...child, id: childId, homeAddress: { ...INDIANAPOLIS, city: NUL } } }, 'homeAddress.city');
    const children = await app.db.selectFrom('profiles').select('id').where('user_id', '=', customer.userId).where('is_child', '=', true).execute();
    assert.deepEqual(children, [{ id: childId }]);
  });

  test("issue 14: a query key named as an object's member is named as the field", async () => {
    for (const key of ['__proto__', 'constructor', 'toString']) await assertRefused({ method: 'GET', url: `/api/product/all?${key}=x%00y` }, key);
  });

  test('a path that is not UTF-8 gets the one error shape and the headers of every answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/product/x%ED%A0%80y' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: INVALID_REQUEST_MESSAGE });
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });
});
