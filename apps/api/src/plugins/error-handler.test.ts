import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { buildCapturedLogApp } from '../security/captured-log-app.test-support';
import { INVALID_REQUEST_MESSAGE } from './error-handler';

const NAME = 'Zebulon Quixote';
const ADDRESS = '742 Evergreen Terrace';

// Real database errors, raised by routes this test adds: what PostgreSQL (or
// PGlite) says, and what the driver attaches, is what production would log.
describe('database errors', () => {
  let app: FastifyInstance;
  let logText: () => string;

  beforeAll(async () => {
    ({ app, logText } = await buildCapturedLogApp());
    app.get('/test/data-exception', async () => {
      await sql`select ${`${NAME} ${ADDRESS}`}::uuid`.execute(app.db);
      return {};
    });
    app.get('/test/nul', async () => {
      await sql`select ${`${NAME}\u0000`}::text`.execute(app.db);
      return {};
    });
    app.get('/test/unique-violation', async () => {
      const values = { email: `${NAME.replace(' ', '.')}@example.com`, password_hash: ADDRESS, email_confirmed: true, language_preference: 0, role_id: 2 };
      await app.db.insertInto('users').values(values).execute();
      await app.db.insertInto('users').values(values).execute();
      return {};
    });
  });
  afterAll(() => app.close());

  test("a value PostgreSQL refuses (SQLSTATE class 22) is the client's 400, not a 500", async () => {
    for (const url of ['/test/data-exception', '/test/nul']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      assert.deepEqual(response.json(), { message: INVALID_REQUEST_MESSAGE });
    }
  });

  test('other database errors stay a 500 that says nothing of the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/unique-violation' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { message: 'Something went wrong on our side. Please try again.' });
  });

  test('the log names the error by code, without the parameters, the query or the detail', () => {
    const text = logText();
    assert.match(text, /"code":"23505"/);
    assert.match(text, /"code":"22P02"/);
    for (const secret of ['Zebulon', 'Quixote', 'Evergreen', 'example.com', 'insert into', 'select ']) {
      assert.equal(text.includes(secret), false, `the log holds ${secret}`);
    }
  });
});

// Issue 14: the fields of a validation error are the client's keys. A key
// named as an object's member is a field like any other, never a 500.
describe('validation errors', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildCapturedLogApp());
    app.post('/test/amounts', { schema: { body: z.record(z.string(), z.number()), querystring: z.record(z.string(), z.enum(['yes'])) } }, async () => ({}));
  });
  afterAll(() => app.close());

  test("a 400's message and each field's words are in the request's language; English keeps the spec's (issue 16)", async () => {
    const request = (language: string) =>
      app.inject({ method: 'POST', url: '/api/order/promo/add', headers: { 'accept-language': language }, payload: { code: ' ', orderId: 7 } });
    const spanish = await request('es-MX,es;q=0.9,en;q=0.5');
    assert.equal(spanish.statusCode, 400, spanish.body);
    // The schema's own words, and zod's for a value of the wrong kind, which the catalogue words as "not valid".
    assert.deepEqual(spanish.json(), { message: 'La solicitud no es válida.', modelState: { code: ['Escriba un código promocional.'], orderId: ['Este valor no es válido.'] } });
    const english = (await request('en')).json<{ message: string; modelState: Record<string, string[]> }>();
    assert.equal(english.message, INVALID_REQUEST_MESSAGE);
    assert.deepEqual(english.modelState.code, ['Please enter a promo code.']);
  });

  test('a route that is not there says so in the request\'s language', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'accept-language': 'es' } });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'No encontrado' });
  });

  test("a body key 'constructor', 'toString' or 'hasOwnProperty' is named as the field", async () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty']) {
      const response = await app.inject({ method: 'POST', url: '/test/amounts', payload: { [key]: 'x', ok: 1 } });
      assert.equal(response.statusCode, 400, `${key}: ${response.body}`);
      assert.deepEqual(Object.keys(response.json<{ modelState: object }>().modelState), [key]);
    }
  });

  test("query keys 'constructor' and 'toString' are named as the fields", async () => {
    const response = await app.inject({ method: 'POST', url: '/test/amounts?constructor=no&toString=no', payload: {} });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(Object.keys(response.json<{ modelState: object }>().modelState).sort(), ['constructor', 'toString']);
  });
});
