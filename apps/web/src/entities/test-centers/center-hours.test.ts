import assert from 'node:assert/strict';
import { test } from 'vitest';
import { shownHours } from './center-hours';

test("a center's hours in the site language; unreadable hours as sent, marked English in Spanish", () => {
  const sent = 'Mon–Fri: 7:30 AM – 4:00 PM\nSat: 7:00 AM – 11:00 AM';
  assert.deepEqual(shownHours(sent, 'en'), { text: sent, lang: undefined });
  assert.deepEqual(shownHours(sent, 'es'), { text: 'lun–vie: 7:30 a.m. – 4:00 p.m.\nsáb: 7:00 a.m. – 11:00 a.m.', lang: undefined });
  assert.deepEqual(shownHours('By appointment only', 'es'), { text: 'By appointment only', lang: 'en' });
  assert.deepEqual(shownHours('By appointment only', 'en'), { text: 'By appointment only', lang: undefined });
});
