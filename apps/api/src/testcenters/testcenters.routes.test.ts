import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { TestCenter, TestCenterListResponse } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';

// spec/02 2.11, 3, 5, 7: the test center finder over the sandbox partner's
// seeded centers (packages/db/src/seed/test-centers.ts, fixed per zip).

/** Downtown Indianapolis, the zipcodes package's centroid of 46204. */
const ORIGIN_46204 = { latitude: 39.772, longitude: -86.1535 };

/** The three nearest seeded centers, as the API answers them (ids are made at seeding). */
const NEAREST_46204: Array<Omit<TestCenter, 'id'>> = [
  {
    name: 'Indianapolis Patient Service Center',
    address: '9254 Lake Shore Dr, Unit 4',
    city: 'Indianapolis',
    state: 'IN',
    zip: '46247',
    distance: 1.2,
    phone: '(317) 555-0154',
    workingHours: 'Mon–Fri: 7:30 AM – 4:00 PM\nSat: 7:00 AM – 11:00 AM',
    latitude: 39.7795,
    longtitude: -86.1328,
  },
  {
    name: 'Indianapolis Diagnostic Lab Center',
    address: '8574 Lake Shore Dr, Suite 120',
    city: 'Indianapolis',
    state: 'IN',
    zip: '46283',
    distance: 1.2,
    phone: '(317) 555-0174',
    workingHours: 'Mon–Fri: 7:00 AM – 3:30 PM\nSat: 8:00 AM – 12:00 PM',
    latitude: 39.7795,
    longtitude: -86.1328,
  },
  {
    name: 'Indianapolis Lab Draw Center',
    address: '9539 Park Ave, Suite 100',
    city: 'Indianapolis',
    state: 'IN',
    zip: '46222',
    distance: 3.4,
    phone: '(317) 555-0139',
    workingHours: 'Mon–Fri: 7:00 AM – 4:30 PM',
    latitude: 39.789,
    longtitude: -86.2136,
  },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Haversine miles, written apart from the SQL the repository runs. */
function greatCircleMiles(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(a));
}

const withoutIds = (items: TestCenter[]) => items.map(({ id, ...rest }) => (assert.match(id, UUID), rest));

const BAD_ZIP = { message: 'The request is invalid.', modelState: { zip: ['Zip must be 5 digits.'] } };

describe('test center routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  test('GET /api/labsite/pwnhealth/46204: the 20 nearest, nearest first, miles to one decimal, public and cacheable', async () => {
    const response = await app.inject('/api/labsite/pwnhealth/46204');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=3600, stale-while-revalidate=86400');
    const body = response.json<TestCenterListResponse>();
    assert.equal(body.count, 20);
    assert.equal(body.items.length, 20);
    assert.deepEqual(withoutIds(body.items.slice(0, 3)), NEAREST_46204);
    for (const [index, center] of body.items.entries()) {
      assert.equal(center.distance, Math.round(greatCircleMiles(ORIGIN_46204, { latitude: center.latitude, longitude: center.longtitude }) * 10) / 10, center.name);
      if (index > 0) assert.ok(center.distance >= (body.items[index - 1] as TestCenter).distance, `${center.name} after a farther one`);
    }
    assert.equal(new Set(body.items.map((center) => center.id)).size, 20, 'no center twice');
  });

  test('GET /api/labsite/list?zip=&$top=: the same search, as many as asked', async () => {
    const response = await app.inject('/api/labsite/list?zip=46204&$top=3');
    assert.equal(response.statusCode, 200);
    const body = response.json<TestCenterListResponse>();
    assert.equal(body.count, 3);
    assert.deepEqual(withoutIds(body.items), NEAREST_46204);
    const byDefault = (await app.inject('/api/labsite/list?zip=46204')).json<TestCenterListResponse>();
    assert.deepEqual(byDefault, (await app.inject('/api/labsite/pwnhealth/46204')).json());
    assert.equal((await app.inject('/api/labsite/list?zip=46204&$top=50')).json<TestCenterListResponse>().count, 50);
  });

  test('a zip that is not 5 digits: 400 "Zip must be 5 digits."', async () => {
    for (const url of ['/api/labsite/pwnhealth/4620', '/api/labsite/pwnhealth/462041', '/api/labsite/pwnhealth/abcde', '/api/labsite/list?zip=4620', '/api/labsite/list']) {
      const response = await app.inject(url);
      assert.equal(response.statusCode, 400, url);
      assert.deepEqual(response.json(), BAD_ZIP, url);
    }
  });

  test('pasted text is taken for its digits, as the page does (spec/02 5)', async () => {
    const pasted = (await app.inject('/api/labsite/list?zip=%2046-204%20&$top=1')).json<TestCenterListResponse>();
    assert.deepEqual(withoutIds(pasted.items), NEAREST_46204.slice(0, 1));
  });

  test('$top outside 1 to 50 is refused with its message', async () => {
    for (const top of ['0', '51', 'x']) {
      const response = await app.inject(`/api/labsite/list?zip=46204&$top=${top}`);
      assert.equal(response.statusCode, 400, top);
      assert.deepEqual(response.json(), { message: 'The request is invalid.', modelState: { $top: ['Top must be a whole number from 1 to 50.'] } }, top);
    }
  });

  test('a well-formed zip no one has finds nothing: an empty list, not an error', async () => {
    for (const url of ['/api/labsite/pwnhealth/99999', '/api/labsite/list?zip=00000']) {
      const response = await app.inject(url);
      assert.equal(response.statusCode, 200, url);
      assert.deepEqual(response.json(), { items: [], count: 0 }, url);
    }
  });

  test('a remote zip still gets its nearest centers, however far', async () => {
    const body = (await app.inject('/api/labsite/list?zip=99950&$top=1')).json<TestCenterListResponse>();
    assert.equal(body.count, 1);
    assert.equal(body.items[0]?.state, 'AK');
    assert.ok((body.items[0]?.distance ?? 0) > 10);
  });
});
