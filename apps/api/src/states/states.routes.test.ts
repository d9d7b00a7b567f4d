import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';

describe('state routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterAll(() => app.close());

  test('GET /api/state/list answers every state, DC and PR with a no-cache header', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/state/list' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const body = response.json<{ items: { code: string; name: string }[]; count: number }>();
    assert.equal(body.count, 52);
    const codes = body.items.map((item) => item.code);
    for (const code of ['AL', 'DC', 'PR', 'WY', 'IN']) assert.ok(codes.includes(code), code);
    assert.equal(body.items.find((item) => item.code === 'IN')?.name, 'Indiana');
  });

  test('GET /api/state/zip/{zip} names the state of a zip', async () => {
    const cases: Array<[string, string | null]> = [
      ['46204', 'IN'],
      ['10001', 'NY'],
      ['06390', 'NY'],
      ['06103', 'CT'],
      ['20500', 'DC'],
      ['00901', 'PR'],
      ['00000', null],
    ];
    for (const [zip, state] of cases) {
      const response = await app.inject({ method: 'GET', url: `/api/state/zip/${zip}` });
      assert.equal(response.statusCode, 200, zip);
      assert.deepEqual(response.json(), { zip, state }, zip);
    }
  });

  test('a zip that is not 5 digits is refused with the spec message', async () => {
    for (const zip of ['4620', '462041', 'abcde']) {
      const response = await app.inject({ method: 'GET', url: `/api/state/zip/${zip}` });
      assert.equal(response.statusCode, 400, zip);
      assert.deepEqual(response.json(), { message: 'The request is invalid.', modelState: { zip: ['5 digit zip code required.'] } });
    }
  });
});
