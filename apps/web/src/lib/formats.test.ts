import assert from 'node:assert/strict';
import { test } from 'vitest';
import { SUPPORT_HOURS } from '@labstore/domain';
import { siteFormats } from './formats';

const english = siteFormats('en');
const spanish = siteFormats('es');

test('amounts: the API decimal and integer cents read as US dollars in both languages', () => {
  assert.equal(english.amount(59), '$59.00');
  assert.equal(english.amount(1234.5), '$1,234.50');
  assert.equal(spanish.amount(1234.5), '$1,234.50');
  assert.equal(spanish.usd(2400), '$24.00');
  assert.equal(spanish.usd(3009605100, { wholeDollars: true }), '$30,096,051');
});

test('counts group thousands the same way as the amounts beside them', () => {
  assert.equal(english.number(29937), '29,937');
  assert.equal(spanish.number(29937), '29,937');
});

test('birth dates: month/day/year in English, the month named in Spanish; another form as sent', () => {
  assert.equal(english.isoDate('1980-04-09'), '04/09/1980');
  assert.equal(english.isoDate('1980-04-09T00:00:00.000Z'), '04/09/1980');
  assert.equal(spanish.isoDate('1980-04-09T00:00:00.000Z'), '9 abr 1980');
  assert.equal(english.isoDate('not a date'), 'not a date');
});

test("support's hours: the spec's text in English, Spanish words in Spanish", () => {
  assert.equal(english.supportHours(SUPPORT_HOURS.phone), 'Mon-Fri 7am-12am EST');
  assert.match(spanish.supportHours(SUPPORT_HOURS.phone), /^lun–vie, 7\sa\.m\.–12\sa\.m\. \(hora oriental\)$/);
});
