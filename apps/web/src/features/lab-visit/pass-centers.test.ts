import assert from 'node:assert/strict';
import type { TestCenter } from '@labstore/domain';
import { test } from 'vitest';
import { mapsLink, telLink } from '../../entities/test-centers/display';
import { centersInChoice, hoursLines } from './pass-centers';

const center = (id: string, overrides: Partial<TestCenter> = {}): TestCenter => ({
  id,
  name: `Center ${id}`,
  address: '120 Main St #4 & Rear',
  city: 'Carmel',
  state: 'IN',
  zip: '46032',
  distance: 1.5,
  phone: '(317) 555-0101',
  workingHours: 'Mon-Fri: 07:00 AM-03:30 PM; Sat: 08:00 AM-12:00 PM',
  latitude: 39.97,
  longtitude: -86.12,
  ...overrides,
});

test('the nearest center first until another is chosen; the others keep their order', () => {
  const centers = [center('a'), center('b'), center('c')];
  assert.deepEqual(
    Object.values(centersInChoice(centers, null)).flat().map((shown) => shown?.id),
    ['a', 'b', 'c'],
  );
  const chosen = centersInChoice(centers, 'c');
  assert.equal(chosen.chosen?.id, 'c');
  assert.deepEqual(chosen.others.map((shown) => shown.id), ['a', 'b']);
  assert.equal(centersInChoice(centers, 'gone').chosen?.id, 'a', 'a choice no longer offered falls back to the nearest');
  assert.deepEqual(centersInChoice([], null), { chosen: undefined, others: [] });
});

test("the map link searches the center's whole address, every reserved character encoded", () => {
  const link = new URL(mapsLink(center('a')));
  assert.equal(link.origin + link.pathname, 'https://www.google.com/maps/search/');
  assert.equal(link.searchParams.get('api'), '1');
  assert.equal(link.searchParams.get('query'), '120 Main St #4 & Rear, Carmel, IN 46032', 'the # and & stay in the address');
  assert.equal(telLink(center('a').phone), 'tel:3175550101');
});

test('hours one line a group of days, in the site language', () => {
  assert.deepEqual(hoursLines('Mon-Fri: 07:00 AM-03:30 PM; Sat: 08:00 AM-12:00 PM', 'en').lang, undefined);
  const english = hoursLines('Mon-Fri: 07:00 AM-03:30 PM; Sat: 08:00 AM-12:00 PM', 'en').lines;
  const spanish = hoursLines('Mon-Fri: 07:00 AM-03:30 PM; Sat: 08:00 AM-12:00 PM', 'es').lines;
  assert.equal(english.length, 2);
  assert.equal(spanish.length, 2);
  assert.notDeepEqual(english, spanish);
  assert.match(english[0] ?? '', /Mon/);
});

test('hours of another form show as sent, a line at each semicolon, marked English on a Spanish page', () => {
  assert.deepEqual(hoursLines('By appointment only; call ahead', 'es'), { lines: ['By appointment only', 'call ahead'], lang: 'en' });
  assert.deepEqual(hoursLines('By appointment only', 'en'), { lines: ['By appointment only'], lang: undefined });
});
