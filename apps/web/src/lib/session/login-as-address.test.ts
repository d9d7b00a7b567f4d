import { test } from 'vitest';
import assert from 'node:assert/strict';
import { loginAsCodeFromAddress, loginAsLandingUrl } from './login-as-address';

const CODE = 'Zm9vYmFyYmF6cXV4MDEyMzQ1Njc4OWFiY2RlZmdoaWo';

test('the landing address carries the code in its fragment, and nothing else', () => {
  const url = new URL(loginAsLandingUrl(CODE), 'https://labstore.test');
  assert.equal(url.pathname, '/auth');
  assert.equal(url.search, '', 'nothing the server or a Referer would see');
  assert.equal(url.hash, `#code=${CODE}`);
});

test('the landing reads the code back from the fragment', () => {
  assert.equal(loginAsCodeFromAddress(new URL(loginAsLandingUrl(CODE), 'https://labstore.test').hash), CODE);
  assert.equal(loginAsCodeFromAddress(`code=${CODE}`), CODE);
});

test('a token and role flags in the address are no code: nothing to exchange', () => {
  assert.equal(loginAsCodeFromAddress('#access_token=eyJ.abc.def&isAdmin=true&asQuasiAdmin=true&profileId=p-1'), null);
  assert.equal(loginAsCodeFromAddress(''), null);
});

test('a code of the wrong shape is not sent', () => {
  for (const hash of ['#code=', '#code=a%20b', `#code=${'a'.repeat(44)}`, '#code=a.b', '#code=%00']) assert.equal(loginAsCodeFromAddress(hash), null, hash);
});
