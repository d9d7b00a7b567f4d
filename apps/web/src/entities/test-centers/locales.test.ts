import assert from 'node:assert/strict';
import { test } from 'vitest';
import { testCentersEn } from './locales/en';
import { testCentersEs } from './locales/es';

test("the spec's words are kept in English (spec/02 2.6, 5, 8)", () => {
  assert.equal(testCentersEn.nothingFound, 'Nothing found. Try another Zip.');
  assert.equal(testCentersEn.zip.invalid, 'Zip must be 5 digits.');
  assert.equal(testCentersEn.card.title, 'Nearest Approved Test Center');
  assert.equal(testCentersEn.card.seeMore, 'See More Test Centers');
});

test('Spanish has every string English has', () => {
  const keys = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'object' ? keys(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
  assert.deepEqual(keys(testCentersEs).sort(), keys(testCentersEn).sort());
});
