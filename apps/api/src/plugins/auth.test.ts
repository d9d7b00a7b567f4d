import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestUser } from '../profiles/profiles.test-fixtures';
import { malformedTokens, signToken, TEST_JWT_SECRET } from '../security/forged-tokens.test-support';
import { buildTestApp } from '../testing/test-app';
import { UNAUTHORIZED_MESSAGE } from './auth';

describe('bearer tokens (plugins/auth.ts)', () => {
  let app: FastifyInstance;
  let userId: string;
  let sessionId: string;

  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { JWT_SECRET: TEST_JWT_SECRET } });
    userId = (await createTestUser(app)).userId;
    const session = await app.db
      .insertInto('sessions')
      .values({ user_id: userId, expires_at: new Date(Date.now() + 3_600_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    sessionId = session.id;
  });
  afterAll(() => app.close());

  const userInfo = (token: string) =>
    app.inject({ method: 'GET', url: '/api/account/userInfo', headers: token ? { authorization: `Bearer ${token}` } : {} });

  test('a well-formed HS256 token with exp, naming a live session, is accepted', async () => {
    const response = await userInfo(signToken({ sid: sessionId, sub: userId, exp: Math.floor(Date.now() / 1000) + 60 }));
    assert.equal(response.statusCode, 200, response.body);
  });

  test('every malformed token is a 401 with the usual body, never a 500', async () => {
    for (const [name, token] of Object.entries(malformedTokens(sessionId, userId))) {
      const response = await userInfo(token);
      assert.equal(response.statusCode, 401, `${name}: ${response.body}`);
      assert.deepEqual(response.json(), { message: UNAUTHORIZED_MESSAGE }, name);
    }
  });

  test('on a public route a malformed token is simply anonymous', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/state/list',
      headers: { authorization: `Bearer ${signToken({ sid: 'abc', sub: userId, exp: Math.floor(Date.now() / 1000) + 60 })}` },
    });
    assert.equal(response.statusCode, 200);
  });

  test('the tokens the app signs are HS256 and end', () => {
    const token = app.jwt.sign({ sid: sessionId, sub: userId });
    const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    assert.equal(header.alg, 'HS256');
    assert.equal(typeof payload.exp, 'number');
  });
});
