import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readAccessToken } from './auth-session';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === 'auth' ? value : null) });

test('reads access_token from the auth record', () => {
  assert.equal(readAccessToken(storageWith(JSON.stringify({ access_token: 'abc', profileId: 'p' }))), 'abc');
});

test('signed out (no record) gives null', () => {
  assert.equal(readAccessToken(storageWith(null)), null);
});

test('a record without a usable token gives null', () => {
  assert.equal(readAccessToken(storageWith(JSON.stringify({ profileId: 'p' }))), null);
  assert.equal(readAccessToken(storageWith(JSON.stringify({ access_token: '' }))), null);
  assert.equal(readAccessToken(storageWith(JSON.stringify({ access_token: 7 }))), null);
  assert.equal(readAccessToken(storageWith('null')), null);
});

test('an unreadable record gives null instead of throwing', () => {
  assert.equal(readAccessToken(storageWith('{not json')), null);
});

test('no storage at all (outside a browser) gives null', () => {
  assert.equal(readAccessToken(undefined), null);
});
