import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NAME_MESSAGES, restrictedProfileFieldMessage, SUPPORT_CONTACT, ZIP_STATE_MISMATCH_MESSAGES } from '@labstore/domain';
import { validationKey } from './form-messages';
import { profileEn } from './locales/en';
import { profileEs } from './locales/es';

test('each domain message the forms can show has a key of its own', () => {
  const texts = Object.values(profileEn.validation);
  assert.equal(new Set(texts).size, texts.length);
  assert.equal(validationKey(NAME_MESSAGES.middleRequired), 'middleRequired');
  assert.equal(validationKey(ZIP_STATE_MISMATCH_MESSAGES.profile), 'zipStateProfile');
  assert.equal(validationKey('Something the server said.'), undefined);
});

test('every validation message has a Spanish wording', () => {
  for (const key of Object.keys(profileEn.validation) as (keyof typeof profileEn.validation)[]) {
    assert.ok(profileEs.validation[key].length > 0, key);
    assert.notEqual(profileEs.validation[key], profileEn.validation[key], key);
  }
});

test("the locked-field tooltip says the API's words in English", () => {
  assert.equal(profileEn.profile.restricted.replace('{{email}}', SUPPORT_CONTACT.email), restrictedProfileFieldMessage(SUPPORT_CONTACT.email));
});

test('Update success and Update failed are the spec words', () => {
  assert.equal(profileEn.profile.updated, 'Update success');
  assert.equal(profileEn.profile.updateFailed, 'Update failed');
});
