import { test } from 'vitest';
import assert from 'node:assert/strict';
import { NOTIFICATION_HIDE_DELAY_MS } from '@labstore/domain';
import { hidesByItself, resolveNotification } from './notifications';

test('defaults: info, hides after the default delay, closable, plain text', () => {
  const n = resolveNotification({ message: 'Hello' }, 1);
  assert.deepEqual(n, {
    id: 1,
    message: 'Hello',
    type: 'info',
    autoHide: true,
    contact: false,
    hideDelay: NOTIFICATION_HIDE_DELAY_MS,
    isHtml: false,
    allowClose: true,
    hideOnHover: false,
    action: undefined,
  });
  assert.equal(NOTIFICATION_HIDE_DELAY_MS, 3000);
});

test('block waits to be closed unless told otherwise', () => {
  assert.equal(resolveNotification({ message: 'x', type: 'block' }, 1).autoHide, false);
  assert.equal(resolveNotification({ message: 'x', type: 'block', autoHide: true }, 1).autoHide, true);
  for (const type of ['info', 'success', 'error', 'warning'] as const) {
    assert.equal(resolveNotification({ message: 'x', type }, 1).autoHide, true, type);
  }
});

test('a message that does not hide by itself can always be closed', () => {
  assert.equal(resolveNotification({ message: 'x', type: 'block', allowClose: false }, 1).allowClose, true);
  assert.equal(resolveNotification({ message: 'x', allowClose: false }, 1).allowClose, false);
});

test('given options are kept', () => {
  const run = () => undefined;
  const n = resolveNotification(
    { message: '<b>x</b>', type: 'warning', contact: true, hideDelay: 4000, isHtml: true, hideOnHover: true, action: { label: 'Reload', run } },
    9,
  );
  assert.equal(n.contact, true);
  assert.equal(n.hideDelay, 4000);
  assert.equal(n.isHtml, true);
  assert.equal(n.hideOnHover, true);
  assert.equal(n.action?.run, run);
});

test('on the dashboard every message hides by itself', () => {
  const block = resolveNotification({ message: 'x', type: 'block' }, 1);
  assert.equal(hidesByItself(block, false), false);
  assert.equal(hidesByItself(block, true), true);
});
