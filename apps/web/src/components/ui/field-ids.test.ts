import { test } from 'vitest';
import assert from 'node:assert/strict';
import { describedBy, fieldIds, shownError } from './field-ids';

const ids = fieldIds('profile-zip');

test("a field's hint, tooltip and message ids derive from the control's", () => {
  assert.deepEqual(ids, { controlId: 'profile-zip', hintId: 'profile-zip-hint', tooltipId: 'profile-zip-tooltip', errorId: 'profile-zip-error' });
});

test('the control is described by the parts shown, tooltip and hint before the message', () => {
  assert.equal(describedBy(ids, {}), undefined);
  assert.equal(describedBy(ids, { error: true }), 'profile-zip-error');
  assert.equal(describedBy(ids, { hint: true, error: true, tooltip: true }), 'profile-zip-tooltip profile-zip-hint profile-zip-error');
  assert.equal(describedBy(ids, { hint: false, error: false, extra: 'checklist' }), 'checklist');
  assert.equal(describedBy(ids, { error: true, extra: '' }), 'profile-zip-error');
});

test('a message shows once the field was left or the form submitted', () => {
  assert.equal(shownError('Please add a first name.', { touched: false, submitted: false }), undefined);
  assert.equal(shownError('Please add a first name.', { touched: true, submitted: false }), 'Please add a first name.');
  assert.equal(shownError('Please add a first name.', { touched: false, submitted: true }), 'Please add a first name.');
  assert.equal(shownError(undefined, { touched: true, submitted: true }), undefined);
  assert.equal(shownError('', { touched: true, submitted: true }), undefined);
});
