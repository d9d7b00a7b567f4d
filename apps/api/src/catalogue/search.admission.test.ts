import assert from 'node:assert/strict';
import { test } from 'vitest';
import { recentlyAsked } from './search.admission';

test('a key is new the first time and asked before from the second', () => {
  const asked = recentlyAsked();
  assert.equal(asked.askedBefore('catalogue:search:0:10:lipid'), false);
  assert.equal(asked.askedBefore('catalogue:search:0:10:lipid'), true);
  assert.equal(asked.askedBefore('catalogue:search:0:10:LIPID'), false, 'another case is another key');
  assert.equal(asked.askedBefore('catalogue:search:10:10:lipid'), false, 'another page is another key');
});

test('one-off keys are seldom taken for asked ones (under 2% at the default size)', () => {
  const asked = recentlyAsked();
  let falselySeen = 0;
  for (let i = 0; i < 100_000; i += 1) if (asked.askedBefore(`catalogue:search:0:10:lipid pxnel ${i.toString(36)}`)) falselySeen += 1;
  assert.ok(falselySeen < 2_000, `${falselySeen} of 100,000`);
});

test('the filter starts again after its count of keys, so it never fills up', () => {
  const asked = recentlyAsked({ bits: 1024, clearAfter: 10 });
  for (let i = 0; i < 9; i += 1) asked.askedBefore(`key ${i}`);
  assert.equal(asked.askedBefore('key 0'), true, 'still remembered: nine keys');
  asked.askedBefore('key 9');
  assert.equal(asked.askedBefore('key 1'), false, 'forgotten: the tenth key cleared it');
});
