import assert from 'node:assert/strict';
import { test } from 'vitest';
import { formatSupportHours, SUPPORT_HOURS, type SupportHours } from './support-hours';

test("English is the spec's own text (spec/01 1)", () => {
  assert.equal(formatSupportHours(SUPPORT_HOURS.message, 'en'), 'Mon-Fri 9am-5pm EST');
  assert.equal(formatSupportHours(SUPPORT_HOURS.phone, 'en'), 'Mon-Fri 7am-12am EST');
  assert.equal(formatSupportHours(SUPPORT_HOURS.email, 'en'), '9am-5pm EST');
  assert.equal(formatSupportHours({ days: undefined, hours: { from: { hour: 8, minute: 30 }, to: { hour: 13, minute: 0 } } }, 'en'), '8:30am-1pm EST');
});

/** ICU keeps '9 a.m.' together with a no-break space; the words are what is checked here. */
const spanish = (hours: SupportHours) => formatSupportHours(hours, 'es').replace(/\s/g, ' ');

test('Spanish: days, clock and zone in Spanish', () => {
  assert.equal(spanish(SUPPORT_HOURS.message), 'lun–vie, 9 a.m.–5 p.m. (hora oriental)');
  assert.equal(spanish(SUPPORT_HOURS.phone), 'lun–vie, 7 a.m.–12 a.m. (hora oriental)');
  assert.equal(spanish(SUPPORT_HOURS.email), '9 a.m.–5 p.m. (hora oriental)');
});
