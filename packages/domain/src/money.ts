import { numberFormat } from './i18n/formats';
import type { SiteLanguage } from './i18n/site-language';

// DESIGN.md Data: money is integer cents inside; the API speaks the spec's
// decimal amounts (19.99). Conversions go through the number's shortest
// decimal spelling, so 1.005 means 1.005 and not the binary 1.00499999...

const DECIMAL_SPELLING = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
}

/** The digits before the decimal point after moving it, and the digit after it. */
function splitAt(digits: string, point: number): { whole: string; next: string } {
  if (point < 0) return { whole: '0', next: '0' };
  const padded = digits.padEnd(point + 1, '0');
  return { whole: padded.slice(0, point) || '0', next: padded.charAt(point) };
}

/** A decimal amount (19.99) to integer cents, rounding half away from zero. */
export function toCents(amount: number): number {
  const match = Number.isFinite(amount) ? DECIMAL_SPELLING.exec(String(amount)) : null;
  if (!match) throw new RangeError(`Not a finite amount: ${amount}`);
  const [, sign = '', integer = '', fraction = '', exponent = '0'] = match;
  const { whole, next } = splitAt(integer + fraction, integer.length + Number(exponent) + 2);
  const magnitude = Number(whole) + (next >= '5' ? 1 : 0);
  const cents = sign === '-' ? -magnitude : magnitude;
  assertCents(cents);
  return cents === 0 ? 0 : cents;
}

/** Integer cents to the decimal amount the API answers with (1999 -> 19.99). */
export function fromCents(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

/**
 * US dollars in the site language (issue 16: dollars in both): '$1,234.50',
 * '-$1.00'. `wholeDollars` drops the cents ('$30,096,051'), for amounts
 * that are whole dollars by nature (the home page's savings counter).
 */
export function formatUsd(cents: number, language: SiteLanguage, { wholeDollars = false }: { wholeDollars?: boolean } = {}): string {
  assertCents(cents);
  const absolute = Math.abs(cents);
  // The exact decimal as text: Intl reads it without passing through a binary fraction.
  const amount = `${cents < 0 ? '-' : ''}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
  const digits = wholeDollars ? 0 : 2;
  const format = numberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits });
  return format.format(amount as Intl.StringNumericLiteral);
}

/**
 * spec/02 2.4: savings are the market price minus the price. A price above
 * the market price saves nothing, so the result never goes below zero.
 */
export function savingsCents(marketCents: number, priceCents: number): number {
  assertCents(marketCents);
  assertCents(priceCents);
  return Math.max(0, marketCents - priceCents);
}
