import { test } from 'node:test';
import assert from 'node:assert/strict';
import { grantFromLanding, loginAsLandingUrl } from './login-as-address';

test('the landing address carries the spec parameters, asQuasiAdmin=true among them', () => {
  const url = new URL(
    loginAsLandingUrl({ access_token: 'tok', isAdmin: false, profileId: 'p-1', userName: 'ana@example.com', orderId: null }),
    'https://labstore.test',
  );
  assert.equal(url.pathname, '/auth');
  assert.deepEqual(Object.fromEntries(url.searchParams), {
    access_token: 'tok',
    isAdmin: 'false',
    profileId: 'p-1',
    userName: 'ana@example.com',
    asQuasiAdmin: 'true',
    orderId: '',
  });
});

test('the landing reads the parameters back into a quasi-admin session, without the e-mail', () => {
  const grant = grantFromLanding({ access_token: 'tok', isAdmin: 'false', profileId: 'p-1', userName: 'ana@example.com', asQuasiAdmin: 'true', orderId: 'null' });
  assert.deepEqual(grant, { access_token: 'tok', isAdmin: false, isQuasiAdmin: true, profileId: 'p-1', orderId: null });
});

test('no token, no session', () => {
  assert.equal(grantFromLanding({ isAdmin: 'true' }), null);
  assert.equal(grantFromLanding({ access_token: '' }), null);
});
