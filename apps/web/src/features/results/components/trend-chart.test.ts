import assert from 'node:assert/strict';
import { dateTimeFormat } from '@labstore/domain';
import { test } from 'vitest';
import { tickLabels } from './trend-chart';

const days = dateTimeFormat('en', { month: 'short', day: 'numeric', year: '2-digit', timeZone: 'UTC' });
const times = dateTimeFormat('en', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const at = (iso: string) => Date.parse(iso) / 1000;

test("the trend's ticks name each order's day, and its time too when two orders share a day", () => {
  assert.deepEqual(tickLabels([at('2026-03-02T10:00:00Z'), at('2026-11-27T10:00:00Z')], days, times), ['Mar 2, 26', 'Nov 27, 26']);
  assert.deepEqual(tickLabels([at('2026-11-27T04:20:00Z'), at('2026-11-27T04:45:00Z')], days, times), ['Nov 27, 4:20 AM', 'Nov 27, 4:45 AM']);
});
