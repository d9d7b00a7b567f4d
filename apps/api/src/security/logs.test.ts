import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { ProfileResponse, TokenResponse } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createAdmin, lastEmail, linkIn, registrationBody } from '../accounts/accounts.test-fixtures';
import { unsubscribeService } from '../accounts/unsubscribe.service';
import { localNewsletterCrm } from '../newsletter/newsletter-crm';
import { buildCapturedLogApp } from './captured-log-app.test-support';

// DESIGN.md API: personal data never reaches the logs. A customer's whole
// visit, logged at debug as production would log it, must not hold anything
// personal the customer sent or was sent.
describe('security suite: what the logs keep of a customer visit', () => {
  let app: FastifyInstance;
  let logText: () => string;
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, logText } = await buildCapturedLogApp({ RATE_LIMIT_PER_IP: '10000', RATE_LIMIT_PER_ACCOUNT: '10000' }));
    // A route that fails in the database with the customer's data among the query's parameters.
    app.get('/test/database-error', async () => {
      await sql`select ${secrets.firstName}::text, ${secrets.addressLine}::int`.execute(app.db);
      return {};
    });
    app.get('/test/unique-violation', async () => {
      await app.db.insertInto('users').values({ email: secrets.email ?? '', password_hash: secrets.password ?? '', role_id: 2 }).execute();
      return {};
    });
  });
  afterAll(() => app.close());

  test('register, confirm, sign in, update the address, fail in the database, reset and unsubscribe: none of it is logged', async () => {
    const body = registrationBody({ firstName: 'Wilhelmina', lastName: 'Quartermaine', city: 'Fort Wayne', addressLine: '4417 Juniper Hollow Rd', date: '07-19-1979', mobilePhone: '2605550187' });
    Object.assign(secrets, {
      email: body.email,
      password: body.password,
      firstName: body.firstName,
      lastName: body.lastName,
      addressLine: body.addressLine,
      // The date as sent and as stored: the year alone (four digits) turns up by chance in timestamps and timings.
      birthDate: body.date,
      storedBirthDate: '1979-07-19',
      mobilePhone: body.mobilePhone,
    });
    const registered = await app.inject({ method: 'POST', url: '/api/account/register', payload: body });
    assert.equal(registered.statusCode, 200, registered.body);

    // The confirmation link is opened as a browser would (the app's page), then confirmed.
    const confirmLink = linkIn(await lastEmail(app, body.email, 'confirmation'));
    const [, , userId = '', confirmCode = ''] = confirmLink.pathname.split('/');
    secrets.confirmCode = confirmCode;
    await app.inject({ method: 'GET', url: confirmLink.pathname });
    const confirmed = await app.inject({ method: 'POST', url: '/api/account/register/confirm', payload: { userId, securityCode: confirmCode } });
    assert.equal(confirmed.statusCode, 200, confirmed.body);

    const signedIn = await app.inject({ method: 'POST', url: '/Token', payload: `grant_type=password&userName=${encodeURIComponent(body.email)}&password=${encodeURIComponent(body.password)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const token = signedIn.json<TokenResponse>();
    secrets.accessToken = token.access_token;
    const headers = { authorization: `Bearer ${token.access_token}` };

    const profile = (await app.inject({ method: 'GET', url: `/api/profile/get/${token.profileId}`, headers })).json<ProfileResponse>();
    // Customers may not change their address (spec/01 2.6): support does, as an administrator.
    const admin = await createAdmin(app);
    secrets.adminPassword = admin.password;
    secrets.adminToken = admin.token.access_token;
    secrets.newAddressLine = '9 Larkspur Meadow Ln';
    const updated = await app.inject({ method: 'PUT', url: '/api/profile/update', headers: admin.headers, payload: { ...profile, homeAddress: { ...profile.homeAddress, addressLine: secrets.newAddressLine } } });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal((await app.inject({ method: 'GET', url: `/api/account/emailHistory?userId=${userId}`, headers })).statusCode, 200);

    assert.equal((await app.inject({ method: 'GET', url: '/test/database-error' })).statusCode, 400);
    assert.equal((await app.inject({ method: 'GET', url: '/test/unique-violation' })).statusCode, 500);
    const badJson = await app.inject({ method: 'POST', url: '/api/account/checkEmail', payload: `{"email": "${body.email}", "firstName": "${body.firstName}"`, headers: { 'content-type': 'application/json' } });
    assert.equal(badJson.statusCode, 400);

    await app.inject({ method: 'POST', url: '/api/account/pasword/reset', payload: { email: body.email } });
    const resetLink = linkIn(await lastEmail(app, body.email, 'password-reset'));
    secrets.resetCode = resetLink.searchParams.get('SecurityCode') ?? '';
    await app.inject({ method: 'GET', url: `${resetLink.pathname}${resetLink.search}` });

    const unsubscribeLink = new URL(await unsubscribeService(app.db, 'http://localhost:3000', localNewsletterCrm(app.db)).link(userId));
    secrets.unsubscribeToken = unsubscribeLink.searchParams.get('token') ?? '';
    const unsubscribed = await app.inject({ method: 'GET', url: `/api/keap${unsubscribeLink.pathname}${unsubscribeLink.search}` });
    assert.equal(unsubscribed.statusCode, 200, unsubscribed.body);

    const log = logText();
    // The log is there, and names what happened: it is the data that is missing.
    assert.match(log, /"url":"\/api\/keap\/disableNonTransactionalEmails\?userId=\[redacted\]&token=\[redacted\]"/);
    assert.match(log, /"code":"23505"/);
    for (const [name, value] of Object.entries(secrets)) {
      assert.ok(value.length >= 4, `${name} was captured`);
      assert.equal(log.includes(value), false, `the log holds the ${name}`);
    }
    console.log(`security suite: ${log.split('\n').length - 1} log lines of a customer visit hold none of ${Object.keys(secrets).length} personal values`);
  });
});
