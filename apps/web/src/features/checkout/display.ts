import { formatUsDate, formatUsd, parseIsoDate, toCents } from '@labstore/domain';

// The API speaks decimal amounts; they are shown as the store shows money.
export const usd = (amount: number): string => formatUsd(toCents(amount));

/** spec/02 5: dates read month, day, year (formatUsDate, as the account area shows them). A date the API sent in another form is shown as it came. */
export function usBirthDate(isoDate: string): string {
  const date = parseIsoDate(isoDate.slice(0, 10));
  return date ? formatUsDate(date) : isoDate;
}
