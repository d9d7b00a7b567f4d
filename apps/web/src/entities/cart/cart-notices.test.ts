import assert from 'node:assert/strict';
import { test } from 'vitest';
import { combineNotices } from './cart-notices';

test('no notices, nothing to show', () => {
  assert.equal(combineNotices([]), null);
});

test('several notices show as one, a line each, as the most serious of their types', () => {
  assert.deepEqual(
    combineNotices([
      { type: 'success', message: 'STD Basic Panel has been added to your cart.' },
      { type: 'block', message: 'Syphilis RPR was removed from your cart, because it is included in the panel which was just added.' },
      { type: 'warning', message: 'It has been added, with a possible extra fee of $25.00 if the result is positive.' },
    ]),
    {
      type: 'block',
      message: [
        'STD Basic Panel has been added to your cart.',
        'Syphilis RPR was removed from your cart, because it is included in the panel which was just added.',
        'It has been added, with a possible extra fee of $25.00 if the result is positive.',
      ].join('\n'),
    },
  );
  assert.equal(combineNotices([{ type: 'info', message: 'a' }, { type: 'warning', message: 'b' }, { type: 'success', message: 'c' }])?.type, 'warning');
});
