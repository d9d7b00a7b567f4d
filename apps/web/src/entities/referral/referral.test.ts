import { test } from 'vitest';
import assert from 'node:assert/strict';
import { parseReferral, storeReferral } from './referral';

test('all three parameters are read, mbsy_source as mbsySource', () => {
  assert.deepEqual(parseReferral('?campaignid=42&mbsy=abc&mbsy_source=email'), {
    campaignid: '42',
    mbsy: 'abc',
    mbsySource: 'email',
  });
});

test('a partial referral keeps what is there', () => {
  assert.deepEqual(parseReferral('mbsy=abc&page=2'), { campaignid: null, mbsy: 'abc', mbsySource: null });
});

test('values are decoded', () => {
  assert.equal(parseReferral('?mbsy_source=news%20letter')?.mbsySource, 'news letter');
});

test('no referral parameters gives null', () => {
  assert.equal(parseReferral(''), null);
  assert.equal(parseReferral('?query=cbc&mbsysource=x'), null);
});

test('storing writes the "ambasador" key only when there is a referral', () => {
  const written = new Map<string, string>();
  const storage = { setItem: (key: string, value: string) => void written.set(key, value) };
  storeReferral('?page=1', storage);
  assert.equal(written.size, 0);
  storeReferral('?campaignid=7', storage);
  assert.deepEqual(JSON.parse(written.get('ambasador') ?? ''), { campaignid: '7', mbsy: null, mbsySource: null });
});
