import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import {
  FORBIDDEN_STATES_MESSAGE,
  PROFILE_EXISTS_MESSAGE,
  ROLE,
  SUPPORT_CONTACT,
  ZIP_STATE_MISMATCH_MESSAGES,
  type AddressItem,
  type ProfileResponse,
} from '@labstore/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from '../plugins/auth';
import { buildTestApp } from '../testing/test-app';
import { CHICAGO, CHILD_BODY, createTestChild, createTestUser, INDIANAPOLIS, PHOENIX, signIn, type TestUser } from './profiles.test-fixtures';

type Headers = { authorization: string };

const RESTRICTED_MESSAGE = `To change this information, please send a request to support at ${SUPPORT_CONTACT.email}.`;
const NOT_FOUND = { message: 'Not Found' };
/** One character past the 255 every name and address field allows. */
const OVERLONG = 'a'.repeat(256);
const NAME_AND_ADDRESS_TOO_LONG = {
  message: 'The request is invalid.',
  modelState: {
    firstName: ['First name must be at most 255 characters.'],
    lastName: ['Last name must be at most 255 characters.'],
    'homeAddress.addressLine': ['Address must be at most 255 characters.'],
    'homeAddress.city': ['City must be at most 255 characters.'],
  },
};

describe('profile routes', () => {
  let app: FastifyInstance;
  let ana: TestUser;
  let anaChild: string;
  let bob: TestUser;
  let bobChild: string;
  let admin: TestUser;
  let asAna: Headers;
  let asBob: Headers;
  let asAdmin: Headers;
  /** The administrator acting in Ana's session (login-as). */
  let asAdminForAna: Headers;

  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    ana = await createTestUser(app, { firstName: 'Ana' });
    anaChild = await createTestChild(app, ana.userId, 'Lucia');
    bob = await createTestUser(app, { firstName: 'Bob', home: CHICAGO });
    bobChild = await createTestChild(app, bob.userId, 'Max');
    admin = await createTestUser(app, { admin: true, firstName: 'Ada' });
    asAna = await signIn(app, ana.userId);
    asBob = await signIn(app, bob.userId);
    asAdmin = await signIn(app, admin.userId);
    asAdminForAna = await signIn(app, ana.userId, { actingAdminId: admin.userId });
  });
  afterAll(() => app.close());

  function call(options: InjectOptions & { headers?: Headers }) {
    return app.inject(options);
  }

  async function getProfile(id: string, headers: Headers = asAdmin): Promise<ProfileResponse> {
    const response = await call({ method: 'GET', url: `/api/profile/get/${id}`, headers });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<ProfileResponse>();
  }

  /** What the database holds for a profile: its row, its addresses and its account's language. */
  async function stored(profileId: string) {
    const profile = await app.db.selectFrom('profiles').selectAll().where('id', '=', profileId).executeTakeFirstOrThrow();
    const addresses = await app.db.selectFrom('addresses').selectAll().where('profile_id', '=', profileId).orderBy('address_type').execute();
    const user = await app.db.selectFrom('users').select('language_preference').where('id', '=', profile.user_id).executeTakeFirstOrThrow();
    return { profile, addresses, accountLanguage: user.language_preference };
  }

  const update = (body: unknown, headers: Headers) => call({ method: 'PUT', url: '/api/profile/update', headers, payload: body as object });

  test('the routes are in the OpenAPI document, with their request bodies', async () => {
    const response = await app.inject('/docs/json');
    assert.equal(response.statusCode, 200);
    const paths = response.json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>().paths;
    for (const path of ['/api/profile/list', '/api/profile/get/{id}', '/api/profile/create', '/api/profile/child/create', '/api/address/list']) {
      assert.ok(path in paths, path);
    }
    assert.ok(paths['/api/profile/update']?.put?.requestBody);
    assert.ok(paths['/api/profile/child/update']?.put?.requestBody);
  });

  describe('who may call', () => {
    test('anonymous callers get 401 on every route, whatever they send', async () => {
      const routes: InjectOptions[] = [
        { method: 'GET', url: '/api/profile/list' },
        { method: 'GET', url: `/api/profile/get/${ana.profileId}` },
        { method: 'PUT', url: '/api/profile/update', payload: {} },
        { method: 'POST', url: '/api/profile/create', payload: {} },
        { method: 'POST', url: '/api/profile/child/create', payload: {} },
        { method: 'PUT', url: '/api/profile/child/update', payload: {} },
        { method: 'GET', url: '/api/address/list' },
      ];
      for (const route of routes) {
        const response = await app.inject(route);
        assert.equal(response.statusCode, 401, `${route.method} ${route.url}`);
        assert.deepEqual(response.json(), { message: UNAUTHORIZED_MESSAGE });
        const forged = await app.inject({ ...route, headers: { authorization: 'Bearer not.a.token' } });
        assert.equal(forged.statusCode, 401, `${route.method} ${route.url} forged`);
      }
    });

    test('a revoked session is refused', async () => {
      const headers = await signIn(app, ana.userId);
      await app.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', ana.userId).where('revoked_at', 'is', null).execute();
      const response = await call({ method: 'GET', url: '/api/profile/list', headers });
      assert.equal(response.statusCode, 401);
      // Every session of Ana was revoked: sign the test's sessions in again.
      asAna = await signIn(app, ana.userId);
      asAdminForAna = await signIn(app, ana.userId, { actingAdminId: admin.userId });
    });
  });

  describe('reading', () => {
    test('GET /api/profile/list answers the adult profile first, then the children by createdDate', async () => {
      const second = await createTestChild(app, ana.userId, 'Bruno');
      const response = await call({ method: 'GET', url: '/api/profile/list', headers: asAna });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-store');
      const body = response.json<{ items: ProfileResponse[]; count: number }>();
      assert.equal(body.count, 3);
      assert.deepEqual(
        body.items.map((item) => [item.id, item.isChild]),
        [
          [ana.profileId, false],
          [anaChild, true],
          [second, true],
        ],
      );
      await app.db.deleteFrom('profiles').where('id', '=', second).execute();
    });

    test('a profile in the contract shape', async () => {
      assert.deepEqual(await getProfile(ana.profileId, asAna), {
        id: ana.profileId,
        firstName: 'Ana',
        middleName: '',
        lastName: 'Doe',
        suffix: '',
        title: 0,
        email: ana.email,
        homePhone: '',
        workPhone: '',
        mobilePhone: '3175550100',
        gender: 2,
        birthDate: '1990-05-07T00:00:00.000Z',
        homeAddress: INDIANAPOLIS,
        billingAddress: null,
        govAddress: null,
        languagePreference: 0,
        isChild: false,
        consentStatus: 0,
        createdDate: (await getProfile(ana.profileId)).createdDate,
      });
      const child = await getProfile(anaChild, asAna);
      assert.equal(child.isChild, true);
      assert.equal(child.middleName, 'Lee');
      assert.equal(child.email, '');
      assert.match(child.createdDate, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    });

    test("a customer reaches their own profiles; another customer's, or none, is 404 Not Found", async () => {
      await getProfile(ana.profileId, asAna);
      await getProfile(anaChild, asAna);
      for (const id of [bob.profileId, bobChild, admin.profileId, randomUUID()]) {
        const response = await call({ method: 'GET', url: `/api/profile/get/${id}`, headers: asAna });
        assert.equal(response.statusCode, 404, id);
        assert.deepEqual(response.json(), NOT_FOUND);
      }
    });

    test("a quasi-admin session reaches the customer's profiles only", async () => {
      await getProfile(anaChild, asAdminForAna);
      const response = await call({ method: 'GET', url: `/api/profile/get/${bob.profileId}`, headers: asAdminForAna });
      assert.equal(response.statusCode, 404);
    });

    test('an administrator reaches any profile', async () => {
      assert.equal((await getProfile(bob.profileId, asAdmin)).firstName, 'Bob');
      assert.equal((await getProfile(bobChild, asAdmin)).firstName, 'Max');
    });

    test('an id that is not a UUID is refused as invalid', async () => {
      const response = await call({ method: 'GET', url: '/api/profile/get/42', headers: asAna });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(Object.keys(response.json<{ modelState: object }>().modelState), ['id']);
    });

    test("GET /api/address/list answers the addresses of the caller's own profiles", async () => {
      const response = await call({ method: 'GET', url: '/api/address/list', headers: asBob });
      assert.equal(response.statusCode, 200);
      const body = response.json<{ items: AddressItem[]; count: number }>();
      assert.equal(body.count, 2);
      assert.deepEqual(
        body.items.map(({ id: _id, ...item }) => item),
        [
          { addressType: 0, ...CHICAGO, profileId: bob.profileId },
          { addressType: 0, ...INDIANAPOLIS, profileId: bobChild },
        ],
      );
      const own = new Set([bob.profileId, bobChild]);
      assert.ok(body.items.every((item) => own.has(item.profileId)));
      const forAna = await call({ method: 'GET', url: '/api/address/list', headers: asAna });
      assert.ok(forAna.json<{ items: AddressItem[] }>().items.every((item) => item.profileId !== bob.profileId && item.profileId !== bobChild));
    });

    test('a customer in a forbidden state still reads and edits their profile', async () => {
      const arizona = await createTestUser(app, { firstName: 'Zoe', home: PHOENIX });
      const headers = await signIn(app, arizona.userId);
      const profile = await getProfile(arizona.profileId, headers);
      assert.deepEqual(profile.homeAddress, PHOENIX);
      const list = await call({ method: 'GET', url: '/api/profile/list', headers });
      assert.equal(list.json<{ count: number }>().count, 1);
      const updated = await update({ ...profile, workPhone: '6025550123' }, headers);
      assert.equal(updated.statusCode, 200, updated.body);
      assert.equal(updated.json<ProfileResponse>().workPhone, '6025550123');
    });
  });

  describe('a customer updating their profile', () => {
    test('phones, suffix and language are saved; the account takes the language', async () => {
      const current = await getProfile(ana.profileId, asAna);
      const response = await update(
        { ...current, homePhone: '(317) 555-0111', workPhone: '317.555.0122', mobilePhone: '', suffix: 'Jr.', languagePreference: 1 },
        asAna,
      );
      assert.equal(response.statusCode, 200, response.body);
      const saved = response.json<ProfileResponse>();
      assert.deepEqual(
        { homePhone: saved.homePhone, workPhone: saved.workPhone, mobilePhone: saved.mobilePhone, suffix: saved.suffix, title: saved.title, languagePreference: saved.languagePreference },
        { homePhone: '3175550111', workPhone: '3175550122', mobilePhone: '', suffix: 'Jr.', title: 2, languagePreference: 1 },
      );
      assert.deepEqual(await getProfile(ana.profileId, asAna), saved);
      const row = await stored(ana.profileId);
      assert.equal(row.profile.mobile_phone, null);
      assert.equal(row.profile.suffix, 2);
      assert.equal(row.accountLanguage, 1);
    });

    test('a phone may start with 0: spec/01 5 forbids only a leading 1', async () => {
      const current = await getProfile(ana.profileId, asAna);
      const response = await update({ ...current, workPhone: '0175550100' }, asAna);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal((await stored(ana.profileId)).profile.work_phone, '0175550100');
    });

    test('the answer sent back unchanged is accepted, lower-case names and a bare date included', async () => {
      const current = await getProfile(ana.profileId, asAna);
      const response = await update({ ...current, firstName: 'ana', birthDate: '1990-05-07', suffix: 'Jr.' }, asAna);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), current);
    });

    test('any other field is refused with 403 and the support address; nothing stored changes', async () => {
      const current = await getProfile(ana.profileId, asAna);
      const before = await stored(ana.profileId);
      const attempts: Record<string, unknown> = {
        firstName: 'Anna',
        middleName: 'Maria',
        lastName: 'Smith',
        email: 'someone.else@example.com',
        gender: 1,
        birthDate: '1991-05-07T00:00:00.000Z',
        homeAddress: { ...INDIANAPOLIS, addressLine: '2 Monument Circle' },
        billingAddress: CHICAGO,
        govAddress: INDIANAPOLIS,
      };
      for (const [field, value] of Object.entries(attempts)) {
        // The allowed fields change too: the whole update is refused, not just the field.
        const response = await update({ ...current, [field]: value, homePhone: '3175550999', languagePreference: 0 }, asAna);
        assert.equal(response.statusCode, 403, field);
        assert.deepEqual(response.json(), { message: RESTRICTED_MESSAGE }, field);
      }
      assert.deepEqual(await stored(ana.profileId), before);
    });

    test("another customer's profile cannot be changed: 404, and it stays as it was", async () => {
      const bobs = await getProfile(bob.profileId);
      const before = await stored(bob.profileId);
      const response = await update({ ...bobs, mobilePhone: '3175550000' }, asAna);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), NOT_FOUND);
      assert.deepEqual(await stored(bob.profileId), before);
      const unknown = await update({ ...bobs, id: randomUUID() }, asAna);
      assert.equal(unknown.statusCode, 404);
    });

    test('a child is not updated through the adult route', async () => {
      const child = await getProfile(anaChild);
      const response = await update({ ...child, mobilePhone: '3175550100', email: ana.email, languagePreference: 0 }, asAdmin);
      assert.equal(response.statusCode, 404);
    });

    test("a stored zip that does not match the state blocks the update with the customer's words", async () => {
      const mismatched = await createTestUser(app, { home: { ...INDIANAPOLIS, zip: '60602' } });
      const headers = await signIn(app, mismatched.userId);
      const current = await getProfile(mismatched.profileId, headers);
      const before = await stored(mismatched.profileId);
      const response = await update({ ...current, homePhone: '3175550111' }, headers);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message: ZIP_STATE_MISMATCH_MESSAGES.profile });
      assert.equal(
        ZIP_STATE_MISMATCH_MESSAGES.profile,
        'Your zip code does not match your state. Please contact support to have your address updated to proceed with ordering tests.',
      );
      assert.deepEqual(await stored(mismatched.profileId), before);
    });

    test('invalid fields are refused with the profile messages under their paths', async () => {
      const current = await getProfile(ana.profileId, asAna);
      const response = await update(
        {
          ...current,
          homePhone: '',
          workPhone: '',
          mobilePhone: '',
          homeAddress: { ...current.homeAddress, zip: '462' },
          birthDate: '1990-02-30T00:00:00.000Z',
          gender: 3,
        },
        asAna,
      );
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), {
        message: 'The request is invalid.',
        modelState: {
          gender: ['Please choose a gender.'],
          birthDate: ['Please choose a birthday.'],
          'homeAddress.zip': ['5 digit zip code required.'],
          mobilePhone: ['Please add a mobile number.'],
        },
      });
      const phone = await update({ ...current, mobilePhone: '13175550100' }, asAna);
      assert.deepEqual(phone.json(), {
        message: 'The request is invalid.',
        modelState: { mobilePhone: ['Country codes not allowed. 10 digit phone numbers only.'] },
      });
    });

    test('names and address text over 255 characters are refused under their paths; nothing stored changes', async () => {
      const current = await getProfile(ana.profileId, asAna);
      const before = await stored(ana.profileId);
      const response = await update(
        { ...current, firstName: OVERLONG, lastName: OVERLONG, homeAddress: { ...current.homeAddress, addressLine: OVERLONG, city: OVERLONG } },
        asAna,
      );
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), NAME_AND_ADDRESS_TOO_LONG);
      const megabyte = await update({ ...current, firstName: 'a'.repeat(1_000_000) }, asAna);
      assert.deepEqual(megabyte.json(), { message: 'The request is invalid.', modelState: { firstName: ['First name must be at most 255 characters.'] } });
      assert.deepEqual(await stored(ana.profileId), before);
    });
  });

  describe('an administrator updating a profile', () => {
    test('every field changes but the e-mail; birth date is stored as the date', async () => {
      const current = await getProfile(bob.profileId);
      const response = await update(
        {
          ...current,
          firstName: 'robert',
          middleName: 'james',
          lastName: 'Stone-Hale',
          suffix: '',
          title: 4,
          email: 'not.bob@example.com',
          gender: 1,
          birthDate: '1985-12-31T00:00:00.000Z',
          homeAddress: INDIANAPOLIS,
          billingAddress: CHICAGO,
          govAddress: PHOENIX,
          languagePreference: 1,
          workPhone: '3125550100',
        },
        asAdmin,
      );
      assert.equal(response.statusCode, 200, response.body);
      const saved = response.json<ProfileResponse>();
      assert.deepEqual(
        { ...saved, createdDate: undefined },
        {
          ...current,
          createdDate: undefined,
          firstName: 'Robert',
          middleName: 'James',
          lastName: 'Stone-Hale',
          suffix: '',
          title: 0,
          email: bob.email,
          gender: 1,
          birthDate: '1985-12-31T00:00:00.000Z',
          homeAddress: INDIANAPOLIS,
          billingAddress: CHICAGO,
          govAddress: PHOENIX,
          languagePreference: 1,
          workPhone: '3125550100',
        },
      );
      const row = await stored(bob.profileId);
      assert.equal(row.profile.birth_date, '1985-12-31');
      assert.equal(row.profile.email, bob.email);
      assert.equal(row.accountLanguage, 1);
      assert.deepEqual(
        row.addresses.map((address) => [address.address_type, address.state]),
        [
          [0, 'IN'],
          [1, 'IL'],
          [2, 'AZ'],
        ],
      );
    });

    test('an address left out is kept, a null one removed', async () => {
      const current = await getProfile(bob.profileId);
      const { billingAddress: _billing, ...withoutBilling } = current;
      const response = await update({ ...withoutBilling, govAddress: null }, asAdmin);
      assert.equal(response.statusCode, 200, response.body);
      const saved = response.json<ProfileResponse>();
      assert.deepEqual(saved.billingAddress, CHICAGO);
      assert.equal(saved.govAddress, null);
      assert.equal((await stored(bob.profileId)).addresses.length, 2);
    });

    test("a zip that does not match the state is refused with the administrator's words; nothing changes", async () => {
      const current = await getProfile(bob.profileId);
      const before = await stored(bob.profileId);
      const response = await update({ ...current, firstName: 'Changed', homeAddress: { ...INDIANAPOLIS, zip: '60602' } }, asAdmin);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message: 'The users zip code does not match their state. Please confirm with the user and update.' });
      const outside = await update({ ...current, homeAddress: { ...INDIANAPOLIS, zip: '00000' } }, asAdmin);
      assert.deepEqual(outside.json(), { message: ZIP_STATE_MISMATCH_MESSAGES.admin });
      assert.deepEqual(await stored(bob.profileId), before);
    });

    test("a quasi-admin edits every field of the customer's profile, and no one else's", async () => {
      const current = await getProfile(ana.profileId, asAdminForAna);
      const response = await update({ ...current, lastName: 'Rivera', homeAddress: CHICAGO }, asAdminForAna);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json<ProfileResponse>().lastName, 'Rivera');
      assert.deepEqual(response.json<ProfileResponse>().homeAddress, CHICAGO);
      const mismatch = await update({ ...current, homeAddress: { ...CHICAGO, zip: '46204' } }, asAdminForAna);
      assert.deepEqual(mismatch.json(), { message: ZIP_STATE_MISMATCH_MESSAGES.admin });
      const bobs = await getProfile(bob.profileId);
      const other = await update({ ...bobs, lastName: 'Rivera' }, asAdminForAna);
      assert.equal(other.statusCode, 404);
      assert.notEqual((await getProfile(bob.profileId)).lastName, 'Rivera');
    });
  });

  describe('creating an adult profile', () => {
    async function accountWithoutProfile(): Promise<string> {
      const user = await app.db
        .insertInto('users')
        .values({ email: `new-${randomUUID()}@example.com`, password_hash: 'not-a-password-hash', role_id: ROLE.user })
        .returning('id')
        .executeTakeFirstOrThrow();
      return user.id;
    }
    const newProfile = {
      firstName: 'carla',
      middleName: '',
      lastName: 'Mendez',
      suffix: 'III',
      email: 'ignored@example.com',
      mobilePhone: '3175550142',
      gender: 2,
      birthDate: '1979-02-28T00:00:00.000Z',
      homeAddress: INDIANAPOLIS,
      languagePreference: 1,
    };
    const create = (body: unknown, headers: Headers) => call({ method: 'POST', url: '/api/profile/create', headers, payload: body as object });

    test('an administrator creates the profile of an account that has none', async () => {
      const userId = await accountWithoutProfile();
      const response = await create({ ...newProfile, userId }, asAdmin);
      assert.equal(response.statusCode, 200, response.body);
      const profile = response.json<ProfileResponse>();
      const account = await app.db.selectFrom('users').select(['email', 'language_preference']).where('id', '=', userId).executeTakeFirstOrThrow();
      assert.equal(profile.firstName, 'Carla');
      assert.equal(profile.suffix, 'III');
      assert.equal(profile.title, 5);
      assert.equal(profile.email, account.email);
      assert.equal(profile.birthDate, '1979-02-28T00:00:00.000Z');
      assert.equal(profile.isChild, false);
      assert.equal(account.language_preference, 1);
      assert.equal((await stored(profile.id)).profile.user_id, userId);

      const again = await create({ ...newProfile, userId }, asAdmin);
      assert.equal(again.statusCode, 400);
      assert.deepEqual(again.json(), { message: PROFILE_EXISTS_MESSAGE });
    });

    test('refusals: customers, unknown accounts, zip mismatch, forbidden states', async () => {
      const userId = await accountWithoutProfile();
      for (const headers of [asAna, asAdminForAna]) {
        const response = await create({ ...newProfile, userId }, headers);
        assert.equal(response.statusCode, 403);
        assert.deepEqual(response.json(), { message: FORBIDDEN_MESSAGE });
      }
      assert.deepEqual((await create({ ...newProfile, userId: randomUUID() }, asAdmin)).json(), NOT_FOUND);
      const mismatch = await create({ ...newProfile, userId, homeAddress: { ...INDIANAPOLIS, state: 'OH' } }, asAdmin);
      assert.deepEqual(mismatch.json(), { message: ZIP_STATE_MISMATCH_MESSAGES.admin });
      const arizona = await create({ ...newProfile, userId, homeAddress: PHOENIX }, asAdmin);
      assert.equal(arizona.statusCode, 400);
      assert.deepEqual(arizona.json(), { message: FORBIDDEN_STATES_MESSAGE });
      const invalid = await create({ ...newProfile, userId, lastName: '' }, asAdmin);
      assert.deepEqual(invalid.json(), { message: 'The request is invalid.', modelState: { lastName: ['Please add a last name.'] } });
      assert.equal(await app.db.selectFrom('profiles').select('id').where('user_id', '=', userId).executeTakeFirst(), undefined);
    });
  });

  describe('children', () => {
    const newChild = CHILD_BODY;
    const createChild = (body: unknown, headers: Headers) => call({ method: 'POST', url: '/api/profile/child/create', headers, payload: body as object });
    const updateChild = (body: unknown, headers: Headers) => call({ method: 'PUT', url: '/api/profile/child/update', headers, payload: body as object });

    test('customers may neither add nor edit children (403)', async () => {
      assert.deepEqual((await createChild(newChild, asAna)).json(), { message: FORBIDDEN_MESSAGE });
      const own = await getProfile(anaChild, asAna);
      const before = await stored(anaChild);
      const response = await updateChild({ ...own, firstName: 'Other' }, asAna);
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), { message: FORBIDDEN_MESSAGE });
      // Someone else's child answers the same: nothing tells it exists.
      const bobs = await updateChild({ ...own, id: bobChild }, asAna);
      assert.equal(bobs.statusCode, 403);
      assert.deepEqual(await stored(anaChild), before);
    });

    test("a quasi-admin adds a child to the customer's account; it is listed after the adult by createdDate", async () => {
      const response = await createChild({ ...newChild, consentStatus: 1 }, asAdminForAna);
      assert.equal(response.statusCode, 200, response.body);
      const child = response.json<ProfileResponse>();
      assert.equal(child.isChild, true);
      assert.equal(child.firstName, 'Noah');
      assert.equal(child.middleName, 'James');
      assert.equal(child.consentStatus, 1);
      assert.equal(child.birthDate, '2016-03-04T00:00:00.000Z');
      assert.equal((await stored(child.id)).profile.user_id, ana.userId);
      const list = await call({ method: 'GET', url: '/api/profile/list', headers: asAna });
      assert.deepEqual(
        list.json<{ items: ProfileResponse[] }>().items.map((item) => item.id),
        [ana.profileId, anaChild, child.id],
      );
      assert.equal((await getProfile(child.id, asAna)).id, child.id);
    });

    test("a quasi-admin cannot add to or edit another account's children", async () => {
      const other = await createChild({ ...newChild, userId: bob.userId }, asAdminForAna);
      assert.equal(other.statusCode, 404);
      assert.deepEqual(other.json(), NOT_FOUND);
      const bobs = await getProfile(bobChild);
      const before = await stored(bobChild);
      const edit = await updateChild({ ...bobs, firstName: 'Other' }, asAdminForAna);
      assert.equal(edit.statusCode, 404);
      assert.deepEqual(edit.json(), NOT_FOUND);
      assert.deepEqual(await stored(bobChild), before);
    });

    test('an administrator adds a child to a named account, or to their own', async () => {
      const forBob = await createChild({ ...newChild, userId: bob.userId }, asAdmin);
      assert.equal(forBob.statusCode, 200, forBob.body);
      assert.equal((await stored(forBob.json<ProfileResponse>().id)).profile.user_id, bob.userId);
      const own = await createChild(newChild, asAdmin);
      assert.equal((await stored(own.json<ProfileResponse>().id)).profile.user_id, admin.userId);
      const nobody = await createChild({ ...newChild, userId: randomUUID() }, asAdmin);
      assert.deepEqual(nobody.json(), NOT_FOUND);
    });

    test('consent toggles and every field changes; a child id is needed', async () => {
      const current = await getProfile(anaChild, asAdminForAna);
      const response = await updateChild(
        { ...current, consentStatus: 1, middleName: 'rose', suffix: 'II', birthDate: '2014-01-02', homeAddress: CHICAGO },
        asAdminForAna,
      );
      assert.equal(response.statusCode, 200, response.body);
      const saved = response.json<ProfileResponse>();
      assert.deepEqual(
        [saved.consentStatus, saved.middleName, saved.suffix, saved.title, saved.birthDate, saved.homeAddress],
        [1, 'Rose', 'II', 4, '2014-01-02T00:00:00.000Z', CHICAGO],
      );
      const back = await updateChild({ ...saved, consentStatus: 0 }, asAdmin);
      assert.equal(back.json<ProfileResponse>().consentStatus, 0);
      const adult = await updateChild({ ...saved, id: ana.profileId }, asAdmin);
      assert.equal(adult.statusCode, 404);
    });

    test('the child form rules and messages', async () => {
      const missing = await createChild({ ...newChild, middleName: '', gender: undefined, homeAddress: { ...INDIANAPOLIS, city: ' ' } }, asAdminForAna);
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json(), {
        message: 'The request is invalid.',
        modelState: {
          middleName: ['Please add a middle name.'],
          gender: ['Please choose a gender.'],
          'homeAddress.city': ['Please choose a city.'],
        },
      });
      const consent = await createChild({ ...newChild, consentStatus: 2 }, asAdminForAna);
      assert.equal(consent.statusCode, 400);
      assert.deepEqual(Object.keys(consent.json<{ modelState: object }>().modelState), ['consentStatus']);
      const mismatch = await createChild({ ...newChild, homeAddress: { ...CHICAGO, zip: '46204' } }, asAdminForAna);
      assert.deepEqual(mismatch.json(), { message: ZIP_STATE_MISMATCH_MESSAGES.admin });
      const current = await getProfile(anaChild);
      const mismatchedUpdate = await updateChild({ ...current, homeAddress: { ...CHICAGO, zip: '46204' } }, asAdmin);
      assert.deepEqual(mismatchedUpdate.json(), { message: ZIP_STATE_MISMATCH_MESSAGES.admin });
      const arizona = await createChild({ ...newChild, homeAddress: PHOENIX }, asAdminForAna);
      assert.deepEqual(arizona.json(), { message: FORBIDDEN_STATES_MESSAGE });
    });

    test('a child with names or address text over 255 characters is refused under their paths, and not created', async () => {
      const children = () => app.db.selectFrom('profiles').select('id').where('user_id', '=', ana.userId).execute();
      const before = await children();
      const response = await createChild(
        { ...newChild, firstName: OVERLONG, lastName: OVERLONG, homeAddress: { ...INDIANAPOLIS, addressLine: OVERLONG, city: OVERLONG } },
        asAdminForAna,
      );
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), NAME_AND_ADDRESS_TOO_LONG);
      const megabyte = await createChild({ ...newChild, homeAddress: { ...INDIANAPOLIS, city: 'a'.repeat(1_000_000) } }, asAdminForAna);
      assert.deepEqual(megabyte.json(), { message: 'The request is invalid.', modelState: { 'homeAddress.city': ['City must be at most 255 characters.'] } });
      assert.deepEqual(await children(), before);
    });
  });
});
