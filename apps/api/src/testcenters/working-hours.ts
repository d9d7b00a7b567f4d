import { formatWorkingHours, parseWorkingHours } from '@labstore/domain';

// spec/02 3: a center's workingHours are "reformatted for display". The
// partner writes one line of groups, 'Mon-Fri: 07:00 AM-04:30 PM; Sat:
// 08:00 AM-12:00 PM'; the API answers them in English, one group a line,
// hours without a leading zero and ranges with an en dash: 'Mon–Fri: 7:00 AM
// – 4:30 PM', which the web app reads back to show them in its language
// (packages/domain working-hours.ts). Text in another shape passes through
// with only its spacing tidied.

/** The partner's hours as display lines joined by '\n' (the page shows them with white-space: pre-line). */
export function displayWorkingHours(partnerText: string): string {
  const hours = parseWorkingHours(partnerText);
  if (hours) return formatWorkingHours(hours, 'en');
  return partnerText
    .split(';')
    .map((group) => group.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
