import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';
import { GENEROUS_LIMITS, registrationBody, uniqueEmail } from './accounts.test-fixtures';

// Names and address text are bounded by the shared registration schema
// (packages/domain, decisions.md "Text bounds"): a megabyte firstName was
// once stored and mailed back.

const MEGABYTE = 1_000_000;

describe('registration: text longer than its bound', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: GENEROUS_LIMITS });
  });
  afterAll(() => app.close());

  async function storedFor(email: string) {
    const users = await app.db.selectFrom('users').select('id').where('email', '=', email).execute();
    const emails = await app.db.selectFrom('email_log').select('id').where('to_address', '=', email).execute();
    return { users: users.length, emails: emails.length };
  }

  const cases = [
    ['firstName', 'First name must be at most 255 characters.'],
    ['lastName', 'Last name must be at most 255 characters.'],
    ['city', 'City must be at most 255 characters.'],
    ['addressLine', 'Address must be at most 255 characters.'],
  ] as const;

  for (const [field, message] of cases) {
    test(`a ${field} of a megabyte, or of 256 characters, answers 400 naming the field and stores nothing`, async () => {
      for (const length of [MEGABYTE, 256]) {
        const email = uniqueEmail('bounds');
        const response = await app.inject({
          method: 'POST',
          url: '/api/account/register',
          payload: registrationBody({ email, [field]: 'a'.repeat(length) }),
        });
        assert.equal(response.statusCode, 400, response.body.slice(0, 300));
        assert.deepEqual(response.json(), { message: 'The request is invalid.', modelState: { [field]: [message] } });
        assert.deepEqual(await storedFor(email), { users: 0, emails: 0 });
      }
    });
  }

  test('255 characters are accepted', async () => {
    const email = uniqueEmail('bounds');
    const longest = 'a'.repeat(255);
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: registrationBody({ email, firstName: longest, lastName: longest, city: longest, addressLine: longest }),
    });
    assert.equal(response.statusCode, 200, response.body);
    const profile = await app.db.selectFrom('profiles').select(['first_name', 'last_name']).where('email', '=', email).executeTakeFirstOrThrow();
    assert.deepEqual([profile.first_name.length, profile.last_name.length], [255, 255]);
  });
});
