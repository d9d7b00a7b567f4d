// spec/02 3: a center's workingHours are "reformatted for display". The
// partner writes one line of groups, 'Mon-Fri: 07:00 AM-04:30 PM; Sat:
// 08:00 AM-12:00 PM'; the store shows one group a line, hours without a
// leading zero and ranges with an en dash: 'Mon–Fri: 7:00 AM – 4:30 PM'.
// Text in another shape passes through with only its spacing tidied.

const EN_DASH = '\u2013';

function formatGroup(group: string): string {
  return (
    group
      .replace(/\s+/g, ' ')
      // 07:00 -> 7:00, keeping 10:00 and 12:30.
      .replace(/\b0(\d:\d\d)/g, '$1')
      // A range between two times: '7:00 AM-4:30 PM' -> '7:00 AM – 4:30 PM'.
      .replace(/(\d:\d\d(?: ?[AP]M)?) ?- ?(\d{1,2}:\d\d)/gi, `$1 ${EN_DASH} $2`)
      // A range of days: 'Mon-Fri' -> 'Mon–Fri'.
      .replace(/\b([A-Z][a-z]{2})-([A-Z][a-z]{2})\b/g, `$1${EN_DASH}$2`)
      .trim()
  );
}

/** The partner's hours as display lines joined by '\n' (the page shows them with white-space: pre-line). */
export function formatWorkingHours(partnerText: string): string {
  return partnerText
    .split(';')
    .map(formatGroup)
    .filter((line) => line !== '')
    .join('\n');
}
