import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';
import { createAdmin, createCustomer, GENEROUS_LIMITS, lastEmail, linkIn, register, registrationBody, uniqueEmail } from './accounts.test-fixtures';

type ErrorBody = { message: string; modelState?: Record<string, string[]> };

describe('registration and e-mail confirmation', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS, PUBLIC_URL: 'https://shop.example.com/' } });
  });
  afterAll(() => app.close());

  const registerWith = (body: object) => app.inject({ method: 'POST', url: '/api/account/register', payload: body });
  const modelStateOf = async (overrides: object) => {
    const response = await registerWith({ ...registrationBody(), ...overrides });
    assert.equal(response.statusCode, 400, response.body);
    const body = response.json<ErrorBody>();
    assert.equal(body.message, 'The request is invalid.');
    return body.modelState ?? {};
  };

  test('stores the user, its first password, the adult profile and the home address', async () => {
    const body = registrationBody({ email: uniqueEmail('Ana.Lopez'), campaignid: 'spring', mbsy: 'abc123', homePhone: '(317) 555-0101' });
    const response = await registerWith(body);
    assert.equal(response.statusCode, 200, response.body);
    const { userId } = response.json<{ userId: string }>();
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    assert.equal(user.email, body.email);
    assert.match(user.password_hash, /^\$argon2id\$/);
    assert.equal(user.email_confirmed, false);
    assert.equal(user.role_id, 2);
    assert.deepEqual([user.campaign_id, user.mbsy], ['spring', 'abc123']);
    const history = await app.db.selectFrom('password_history').select('password_hash').where('user_id', '=', userId).execute();
    assert.deepEqual(history.map((row) => row.password_hash), [user.password_hash]);
    const profile = await app.db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    assert.deepEqual(
      [profile.first_name, profile.middle_name, profile.last_name, profile.suffix, profile.gender, profile.birth_date, profile.is_child],
      ['Ana', 'Maria', 'Lopez-Garcia', 2, 2, '1985-04-23', false],
    );
    assert.deepEqual([profile.home_phone, profile.work_phone, profile.mobile_phone, profile.email], ['3175550101', null, '3175550100', body.email]);
    const address = await app.db.selectFrom('addresses').selectAll().where('profile_id', '=', profile.id).executeTakeFirstOrThrow();
    assert.deepEqual([address.address_type, address.address_line, address.city, address.state, address.zip], [0, '1 Monument Cir', 'Indianapolis', 'IN', '46204']);
  });

  test('every field is checked on the server with the spec messages, keyed by field name', async () => {
    const modelState = await modelStateOf({
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'different',
      date: '02-30-1990',
      firstName: '',
      middleName: 'J4',
      lastName: 'O\'Brien',
      gender: 0,
      state: '',
      city: ' ',
      zip: '4620',
      addressLine: '',
      homePhone: '13175550100',
      workPhone: '31755501',
      mobilePhone: '',
      termsAndConditions: true,
      privacyPolicy: false,
    });
    assert.deepEqual(modelState.email, ['Email is invalid.']);
    assert.deepEqual(modelState.password, ['Your password must be at least 8 characters.', 'Your password must include a number, an uppercase letter, a lowercase letter and a special character.']);
    assert.deepEqual(modelState.confirmPassword, ['Your password must include a number, an uppercase letter, a lowercase letter and a special character.']);
    assert.deepEqual(modelState.date, ['Please add a birthday.']);
    assert.deepEqual(modelState.firstName, ['Please add a first name.']);
    assert.deepEqual(modelState.middleName, ['Middle name can only contain letters.']);
    assert.deepEqual(modelState.lastName, ['Last name can only contain letters.']);
    assert.deepEqual(modelState.gender, ['Please add a gender.']);
    assert.deepEqual(modelState.state, ['Please select your state of residence.']);
    assert.deepEqual(modelState.city, ['Please add your city of address']);
    assert.deepEqual(modelState.zip, ['5 digit zip code required.']);
    assert.deepEqual(modelState.addressLine, ['Please add your address.']);
    assert.deepEqual(modelState.homePhone, ['Country codes not allowed. 10 digit phone numbers only.']);
    assert.deepEqual(modelState.workPhone, ['10 digit phone numbers only.']);
  });

  test('the cross-field rules: required names, passwords match, a phone, terms, age', async () => {
    assert.deepEqual((await modelStateOf({ lastName: '' })).lastName, ['Please add a last name.']);
    assert.deepEqual((await modelStateOf({ firstName: 'J0hn' })).firstName, ['First name can only contain letters.']);
    assert.deepEqual((await modelStateOf({ email: '' })).email, ['Please add an email address.']);
    assert.deepEqual((await modelStateOf({ password: '' })).password, ['Please fill password field.']);
    assert.deepEqual((await modelStateOf({ confirmPassword: 'Secret#124' })).confirmPassword, ['Your passwords do not match. Please confirmed them and try again.']);
    assert.deepEqual((await modelStateOf({ homePhone: '', workPhone: '', mobilePhone: '' })).mobilePhone, ['Please add a mobile number.']);
    assert.deepEqual((await modelStateOf({ privacyPolicy: false })).termsAndConditions, ['Please check to agree to the Terms and Conditions and Privacy Policy']);
    const lastYear = new Date().getFullYear() - 1;
    assert.deepEqual((await modelStateOf({ date: `01-01-${lastYear}` })).date, ['You must be at least 18 years old.']);
  });

  test('forbidden states are refused with the spec message', async () => {
    const cases: Array<[string, string]> = [['NJ', '07030'], ['NY', '10001'], ['AZ', '85001'], ['RI', '02903']];
    for (const [state, zip] of cases) {
      assert.deepEqual((await modelStateOf({ state, zip })).state, ['Apologies, we are unable to serve customers from NJ, NY, AZ or RI.'], state);
    }
  });

  test('a zip outside the chosen state is refused', async () => {
    const modelState = await modelStateOf({ state: 'IN', zip: '60601' });
    assert.deepEqual(modelState.zip, ['Your zip code does not match your state. Please review and update.']);
  });

  test('a taken e-mail, in any case, is refused with a message naming it (spec/01 8)', async () => {
    const { email } = await register(app);
    const again = registrationBody({ email: email.toUpperCase() });
    const response = await registerWith(again);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: `The email ${again.email} is already taken.` });
  });

  test('checkEmail answers true for a used address only', async () => {
    const { email } = await register(app);
    const used = await app.inject({ method: 'POST', url: '/api/account/checkEmail', payload: { email: email.toUpperCase() } });
    assert.equal(used.statusCode, 200);
    assert.equal(used.json(), true);
    const free = await app.inject({ method: 'POST', url: '/api/account/checkEmail', payload: { email: uniqueEmail() } });
    assert.equal(free.json(), false);
    const bad = await app.inject({ method: 'POST', url: '/api/account/checkEmail', payload: { email: '' } });
    assert.deepEqual(bad.json(), { message: 'The request is invalid.', modelState: { email: ['Please add an email address.'] } });
  });

  test("the activation e-mail is in the account's language, whatever the request's, and ends its sentences once (issue 16, defect 6)", async () => {
    const { email } = await register(app, { languagePreference: 1 });
    const spanish = await lastEmail(app, email, 'confirmation');
    assert.equal(spanish.subject, 'Active su cuenta de labstore');
    assert.match(spanish.body_text, /^Hola Ana:\n\nGracias por registrarse\./);
    assert.match(spanish.body_text, /El enlace vence en 7 días\. Si usted no creó esta cuenta, ignore este mensaje\.\n/);
    assert.match(spanish.body_text, /Confirmar mi correo electrónico: https:/);
    const english = await lastEmail(app, (await register(app, { languagePreference: 0 })).email, 'confirmation');
    assert.match(english.body_text, /The link expires in 7 days\. If you did not create this account, you can ignore this message\.\n/);
    for (const message of [spanish, english]) assert.doesNotMatch(`${message.body_text}${message.body_html}`, /[^.]\.\.(?!\.)/);
  });

  test('the confirmation e-mail links to PUBLIC_URL/confirm/{userId}/{code}; the link confirms once', async () => {
    const { userId, email } = await register(app);
    const message = await lastEmail(app, email, 'confirmation');
    assert.equal(message.subject, 'Activate your labstore account');
    const link = linkIn(message);
    assert.equal(link.origin, 'https://shop.example.com');
    const [, route, linkUserId, securityCode = ''] = link.pathname.split('/');
    assert.deepEqual([route, linkUserId], ['confirm', userId]);
    assert.ok(securityCode.length >= 43, 'at least 32 random bytes');
    assert.ok(message.body_html.includes(link.toString()));
    const stored = await app.db.selectFrom('security_codes').select(['code_hash', 'expires_at', 'created_at']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    assert.notEqual(stored.code_hash, securityCode);
    assert.ok(Math.abs((stored.expires_at.getTime() - stored.created_at.getTime()) / 86_400_000 - 7) < 0.01, 'expires after 7 days');

    const confirmCall = (payload: object) => app.inject({ method: 'POST', url: '/api/account/register/confirm', payload });
    const invalid = { message: 'This confirmation link is invalid or has expired.' };
    assert.deepEqual((await confirmCall({ userId, securityCode: 'x'.repeat(43) })).json(), invalid);
    assert.deepEqual((await confirmCall({ userId: 'not-a-uuid', securityCode })).json(), invalid);
    const ok = await confirmCall({ userId, securityCode });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), {});
    const user = await app.db.selectFrom('users').select('email_confirmed').where('id', '=', userId).executeTakeFirstOrThrow();
    assert.equal(user.email_confirmed, true);
    // issue 16: opened again (a double click), the used link of a confirmed account answers as the first open.
    const replay = await confirmCall({ userId, securityCode });
    assert.equal(replay.statusCode, 200, replay.body);
    assert.deepEqual(replay.json(), {});
    // Of another account, the same code tells nothing.
    const other = await register(app);
    assert.deepEqual((await confirmCall({ userId: other.userId, securityCode })).json(), invalid);
  });

  test('issue 16: a double click confirms once and both opens say confirmed; a used link never confirms again', async () => {
    const { userId, email } = await register(app);
    const [, , , securityCode] = linkIn(await lastEmail(app, email, 'confirmation')).pathname.split('/');
    const confirmCall = () => app.inject({ method: 'POST', url: '/api/account/register/confirm', payload: { userId, securityCode } });
    const opens = await Promise.all([confirmCall(), confirmCall()]);
    assert.deepEqual(
      opens.map((open) => open.statusCode),
      [200, 200],
    );
    const used = await app.db.selectFrom('security_codes').select('used_at').where('user_id', '=', userId).execute();
    assert.equal(used.length, 1);
    assert.ok(used[0]?.used_at, 'the link is used up');

    // Unconfirmed again (an address changed since): the used link does not confirm it.
    await app.db.updateTable('users').set({ email_confirmed: false }).where('id', '=', userId).execute();
    assert.deepEqual((await confirmCall()).json(), { message: 'This confirmation link is invalid or has expired.' });
    const user = await app.db.selectFrom('users').select('email_confirmed').where('id', '=', userId).executeTakeFirstOrThrow();
    assert.equal(user.email_confirmed, false);
  });

  test('a link replaced by a newer one is refused while the account is unconfirmed', async () => {
    const customer = await register(app);
    const [, , , oldCode] = linkIn(await lastEmail(app, customer.email, 'confirmation')).pathname.split('/');
    await app.db.updateTable('security_codes').set({ used_at: new Date() }).where('user_id', '=', customer.userId).execute();
    const response = await app.inject({ method: 'POST', url: '/api/account/register/confirm', payload: { userId: customer.userId, securityCode: oldCode } });
    assert.equal(response.statusCode, 400);
  });

  test('an expired confirmation link is refused', async () => {
    const { userId, email } = await register(app);
    const [, , , securityCode] = linkIn(await lastEmail(app, email, 'confirmation')).pathname.split('/');
    await app.db.updateTable('security_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', userId).execute();
    const response = await app.inject({ method: 'POST', url: '/api/account/register/confirm', payload: { userId, securityCode } });
    assert.equal(response.statusCode, 400);
  });

  test('a Spanish-speaking customer gets the e-mail in Spanish', async () => {
    const { email } = await register(app, { languagePreference: 1 });
    const message = await lastEmail(app, email, 'confirmation');
    assert.equal(message.subject, 'Active su cuenta de labstore');
    assert.match(message.body_text, /^Hola Ana:/);
  });

  test('sendConfirmation: the user itself or an administrator, nobody else', async () => {
    const first = await createCustomer(app);
    const second = await createCustomer(app);
    const send = (accountId: string, headers?: { authorization: string }) =>
      app.inject({ method: 'POST', url: `/api/account/sendConfirmation?accountId=${accountId}`, ...(headers ? { headers } : {}) });
    const before = await app.db.selectFrom('email_log').select('id').where('to_address', '=', first.email).execute();
    assert.equal((await send(first.userId, first.headers)).statusCode, 200);
    assert.equal((await send(first.userId, second.headers)).statusCode, 403);
    assert.deepEqual((await send(first.userId, second.headers)).json(), { message: 'You do not have permission to do this.' });
    assert.equal((await send(first.userId)).statusCode, 401);
    const admin = await createAdmin(app);
    assert.equal((await send(first.userId, admin.headers)).statusCode, 200);
    assert.equal((await send('00000000-0000-4000-8000-000000000000', admin.headers)).statusCode, 404);
    const afterSends = await app.db.selectFrom('email_log').select('id').where('to_address', '=', first.email).execute();
    assert.equal(afterSends.length, before.length + 2);
  });
});
