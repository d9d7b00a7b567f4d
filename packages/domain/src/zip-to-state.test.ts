import { test } from 'vitest';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { stateForZip } from './zip-to-state';
import { isStateCode } from './states';

test('range borders of neighbouring states', () => {
  const cases: Array<[string, string | undefined]> = [
    ['00499', undefined], // below every range
    ['00500', 'NY'],
    ['00600', 'PR'],
    ['00799', 'PR'],
    ['00801', undefined], // US Virgin Islands
    ['00901', 'PR'],
    ['01000', 'MA'],
    ['02799', 'MA'],
    ['02800', 'RI'],
    ['02999', 'RI'],
    ['03000', 'NH'],
    ['03899', 'NH'],
    ['03900', 'ME'],
    ['05999', 'VT'],
    ['06000', 'CT'],
    ['06999', 'CT'],
    ['07000', 'NJ'],
    ['08999', 'NJ'],
    ['09001', undefined], // military mail (AE)
    ['10000', 'NY'],
    ['14999', 'NY'],
    ['15000', 'PA'],
    ['19699', 'PA'],
    ['19700', 'DE'],
    ['19999', 'DE'],
    ['20599', 'DC'],
    ['20600', 'MD'],
    ['21999', 'MD'],
    ['22000', 'VA'],
    ['24699', 'VA'],
    ['24700', 'WV'],
    ['26899', 'WV'],
    ['26999', undefined], // 269 is unused, between WV and NC
    ['27000', 'NC'],
    ['34001', undefined], // military mail (AA)
    ['34101', 'FL'],
    ['39800', 'GA'],
    ['39799', 'MS'],
    ['42799', 'KY'],
    ['42800', undefined],
    ['56999', 'DC'],
    ['56799', 'MN'],
    ['72999', 'AR'],
    ['73000', 'OK'],
    ['73200', undefined],
    ['74999', 'OK'],
    ['75000', 'TX'],
    ['79999', 'TX'],
    ['81699', 'CO'],
    ['81700', undefined],
    ['82000', 'WY'],
    ['83199', 'WY'],
    ['83200', 'ID'],
    ['83899', 'ID'],
    ['83900', undefined],
    ['88499', 'NM'],
    ['88599', 'TX'],
    ['88600', undefined],
    ['88900', 'NV'],
    ['96199', 'CA'],
    ['96200', undefined], // military mail (AP)
    ['96700', 'HI'],
    ['96899', 'HI'],
    ['96910', undefined], // Guam
    ['97000', 'OR'],
    ['99499', 'WA'],
    ['99500', 'AK'],
    ['99999', 'AK'],
  ];
  for (const [zip, state] of cases) assert.equal(stateForZip(zip), state, zip);
});

test('the exceptions spec/01 5 names: CT, NY, MA, ID, WY, VA and TX', () => {
  const cases: Array<[string, string | undefined]> = [
    ['06389', 'CT'],
    ['06390', 'NY'], // Fishers Island
    ['06391', 'CT'],
    ['00501', 'NY'], // Holtsville IRS
    ['00544', 'NY'],
    ['05501', 'MA'], // Andover IRS inside Vermont
    ['05544', 'MA'],
    ['05401', 'VT'],
    ['83414', 'WY'], // Alta WY inside Idaho's block
    ['83413', 'ID'],
    ['83415', 'ID'],
    ['20101', 'VA'], // Dulles inside DC's block
    ['20598', 'VA'],
    ['20588', 'MD'],
    ['20001', 'DC'],
    ['20201', 'DC'],
    ['73301', 'TX'], // Austin IRS inside Oklahoma's block
    ['73960', 'TX'], // Texhoma TX
    ['73949', 'OK'],
    ['88510', 'TX'], // El Paso
    ['96799', undefined], // American Samoa inside Hawaii's block
  ];
  for (const [zip, state] of cases) assert.equal(stateForZip(zip), state, zip);
});

test('only exactly five digits map to a state', () => {
  for (const zip of ['', '1234', '123456', '1000a', ' 10001', '10001-1234', '１０００１']) {
    assert.equal(stateForZip(zip), undefined, JSON.stringify(zip));
  }
});

test("issue 14: a zip named as an object's member maps to no state", () => {
  for (const zip of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) assert.equal(stateForZip(zip), undefined, zip);
});

// The zipcodes package (a US zip database) is only loaded here, to measure the
// ranges against real data. It has no types, so its shape is checked with zod.
const zipDatabaseSchema = z.object({
  codes: z.record(z.string(), z.object({ zip: z.string(), state: z.string(), country: z.string() })),
});

test('agrees with the zipcodes database on at least 99.5% of US zips', () => {
  const database = zipDatabaseSchema.parse(createRequire(import.meta.url)('zipcodes'));
  const usZips = Object.values(database.codes).filter((entry) => entry.country === 'US');
  const disagreements = usZips.filter((entry) => {
    const expected = isStateCode(entry.state) ? entry.state : undefined;
    return stateForZip(entry.zip) !== expected;
  });
  const rate = 1 - disagreements.length / usZips.length;
  console.log(`zip mapping agrees on ${usZips.length - disagreements.length} of ${usZips.length} zips (${(rate * 100).toFixed(3)}%)`);
  assert.ok(usZips.length > 40000, 'the database holds the US zips');
  assert.ok(rate >= 0.995, `agreement ${rate}; first disagreements: ${JSON.stringify(disagreements.slice(0, 10))}`);
});
