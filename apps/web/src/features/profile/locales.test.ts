import { test } from 'vitest';
import assert from 'node:assert/strict';
import { restrictedProfileFieldMessage, SUPPORT_CONTACT } from '@labstore/domain';
import { profileEn } from './locales/en';

test("the locked-field tooltip says the API's words in English", () => {
  assert.equal(profileEn.profile.restricted.replace('{{email}}', SUPPORT_CONTACT.email), restrictedProfileFieldMessage(SUPPORT_CONTACT.email));
});

test('Update success and Update failed are the spec words', () => {
  assert.equal(profileEn.profile.updated, 'Update success');
  assert.equal(profileEn.profile.updateFailed, 'Update failed');
});
