import { test } from 'vitest';
import assert from 'node:assert/strict';
import { ZIP_STATE_MISMATCH_MESSAGES } from '@labstore/domain';
import { fieldMode, PROFILE_FIELDS, profileRights } from './profile-rights';

const customer = profileRights({ isAdmin: false, isQuasiAdmin: false });
const admin = profileRights({ isAdmin: true, isQuasiAdmin: false });
const quasiAdmin = profileRights({ isAdmin: false, isQuasiAdmin: true });

test('a customer may change phones, suffix and language preference only', () => {
  assert.deepEqual([...customer.editable].sort(), ['homePhone', 'languagePreference', 'mobilePhone', 'suffix', 'workPhone']);
});

test("a customer's other fields are restricted, with the support e-mail in the tooltip", () => {
  assert.deepEqual(
    [...customer.restricted].sort(),
    ['addressLine', 'birthDate', 'city', 'firstName', 'gender', 'lastName', 'middleName', 'state', 'zip'],
  );
  assert.equal(customer.restrictedMessage, 'To change this information, please send a request to support at support@labstore.com.');
});

test('administrators and quasi-administrators edit every field but the e-mail and restrict none', () => {
  for (const rights of [admin, quasiAdmin]) {
    assert.deepEqual([...rights.editable], PROFILE_FIELDS.filter((field) => field !== 'email'));
    assert.equal(rights.restricted.size, 0);
  }
});

test('Change Email and Children/Minors are for managers; Change Password for everyone', () => {
  assert.equal(customer.canChangeEmail, false);
  assert.equal(customer.canManageChildren, false);
  assert.equal(customer.canChangePassword, true);
  for (const rights of [admin, quasiAdmin]) {
    assert.equal(rights.canChangeEmail, true);
    assert.equal(rights.canManageChildren, true);
    assert.equal(rights.canChangePassword, true);
  }
});

test('the zip/state notice is worded for who updates', () => {
  assert.equal(customer.zipMismatchMessage, ZIP_STATE_MISMATCH_MESSAGES.profile);
  assert.equal(admin.zipMismatchMessage, ZIP_STATE_MISMATCH_MESSAGES.admin);
  assert.equal(quasiAdmin.zipMismatchMessage, ZIP_STATE_MISMATCH_MESSAGES.admin);
});

test('read mode shows every field read-only', () => {
  for (const field of PROFILE_FIELDS) {
    assert.equal(fieldMode(customer, field, false), 'readOnly');
    assert.equal(fieldMode(admin, field, false), 'readOnly');
  }
});

test('change mode opens what the user may edit; the e-mail stays read-only for everyone', () => {
  assert.equal(fieldMode(customer, 'mobilePhone', true), 'editable');
  assert.equal(fieldMode(customer, 'languagePreference', true), 'editable');
  assert.equal(fieldMode(customer, 'firstName', true), 'restricted');
  assert.equal(fieldMode(customer, 'zip', true), 'restricted');
  assert.equal(fieldMode(customer, 'email', true), 'readOnly');
  assert.equal(fieldMode(admin, 'firstName', true), 'editable');
  assert.equal(fieldMode(admin, 'email', true), 'readOnly');
});
