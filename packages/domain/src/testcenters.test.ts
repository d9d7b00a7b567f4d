import assert from 'node:assert/strict';
import { test } from 'vitest';
import { profileZipForTestCenters, testCenterListQuerySchema, testCenterZipParamsSchema } from './testcenters';

const address = (zip: string) => ({ zip });

test('the profile gives its home zip, then billing, then government (spec/02 2.11)', () => {
  assert.equal(profileZipForTestCenters({ homeAddress: address('46204'), billingAddress: address('10001'), govAddress: address('60601') }), '46204');
  assert.equal(profileZipForTestCenters({ homeAddress: null, billingAddress: address('10001'), govAddress: address('60601') }), '10001');
  assert.equal(profileZipForTestCenters({ homeAddress: null, billingAddress: null, govAddress: address('60601') }), '60601');
  assert.equal(profileZipForTestCenters({ homeAddress: null, billingAddress: null, govAddress: null }), undefined);
});

test('an address whose zip fails the search rule is skipped', () => {
  assert.equal(profileZipForTestCenters({ homeAddress: address(''), billingAddress: address('123'), govAddress: address('60601') }), '60601');
});

test('the list query takes a zip and an optional $top of 1 to 50, 20 by default', () => {
  assert.deepEqual(testCenterListQuerySchema.parse({ zip: '46204' }), { zip: '46204', $top: 20 });
  assert.deepEqual(testCenterListQuerySchema.parse({ zip: '46204', $top: '5' }), { zip: '46204', $top: 5 });
  for (const top of ['0', '51', '2.5', 'ten']) {
    assert.deepEqual(
      testCenterListQuerySchema.safeParse({ zip: '46204', $top: top }).error?.issues.map((issue) => issue.message),
      ['Top must be a whole number from 1 to 50.'],
      top,
    );
  }
});

test('the path zip is held to "Zip must be 5 digits."', () => {
  assert.deepEqual(testCenterZipParamsSchema.parse({ zip: '46204' }), { zip: '46204' });
  assert.deepEqual(testCenterZipParamsSchema.safeParse({ zip: '4620' }).error?.issues.map((issue) => issue.message), ['Zip must be 5 digits.']);
});
