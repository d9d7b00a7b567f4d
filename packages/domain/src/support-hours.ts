import { dateTimeFormat, formatWeekday, timeOfDayParts, type TimeOfDay } from './i18n/formats';
import type { SiteLanguage } from './i18n/site-language';
import type { DaySpan, TimeRange } from './working-hours';

// spec/01 1, spec/02 1: support is offered by live chat (Mon-Fri 9am-5pm EST),
// phone (Mon-Fri 7am-12am EST) and e-mail (9am-5pm EST). The hours are data,
// written for the site language (issue 16); English keeps the spec's spelling.

export interface SupportHours {
  /** undefined: every day. */
  days: DaySpan | undefined;
  /** Eastern time; a range ending at 0:00 ends at midnight. */
  hours: TimeRange;
}

const MONDAY_TO_FRIDAY: DaySpan = { first: 1, last: 5 };
const at = (hour: number): TimeOfDay => ({ hour, minute: 0 });

export const SUPPORT_HOURS = {
  /** spec/01 1 gives these to live chat; the support message form is answered in them (issue 16). */
  message: { days: MONDAY_TO_FRIDAY, hours: { from: at(9), to: at(17) } },
  phone: { days: MONDAY_TO_FRIDAY, hours: { from: at(7), to: at(0) } },
  email: { days: undefined, hours: { from: at(9), to: at(17) } },
} as const satisfies Record<string, SupportHours>;

/** The spec's EST: the support team's clock, New York's. */
export const SUPPORT_TIME_ZONE = 'America/New_York';

interface SupportHoursStyle {
  /** Between the first and last day, and between the two times. */
  dash: string;
  /** Between the days and the times. */
  afterDays: string;
  /** '9am' (the spec's spelling) rather than Intl's '9 AM'. */
  compactTimes: boolean;
  /** Which of Intl's names of the zone, and how it follows the times. */
  zoneName: 'short' | 'longGeneric';
  zone: (name: string) => string;
}

// 'Mon-Fri 7am-12am EST', letter for letter as the spec writes it.
const ENGLISH_STYLE: SupportHoursStyle = { dash: '-', afterDays: ' ', compactTimes: true, zoneName: 'short', zone: (name) => ` ${name}` };

const STYLES: ReadonlyMap<SiteLanguage, SupportHoursStyle> = new Map<SiteLanguage, SupportHoursStyle>([
  ['en', ENGLISH_STYLE],
  // 'lun–vie, 7 a.m.–12 a.m. (hora oriental)'.
  ['es', { dash: '\u2013', afterDays: ', ', compactTimes: false, zoneName: 'longGeneric', zone: (name) => ` (${name})` }],
]);

function formatTime(time: TimeOfDay, language: SiteLanguage, compact: boolean): string {
  const parts = timeOfDayParts(time, language, { hour: 'numeric', minute: time.minute === 0 ? undefined : '2-digit' });
  if (!compact) return parts.map((part) => part.value).join('');
  return parts
    .filter((part) => !(part.type === 'literal' && part.value.trim() === ''))
    .map((part) => (part.type === 'dayPeriod' ? part.value.toLowerCase() : part.value))
    .join('');
}

/** The zone's name in standard time, as the spec's 'EST' is meant all year round. */
function zoneName(language: SiteLanguage, style: SupportHoursStyle): string {
  const january = Date.UTC(2024, 0, 15, 17);
  const parts = dateTimeFormat(language, { timeZone: SUPPORT_TIME_ZONE, timeZoneName: style.zoneName }).formatToParts(january);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** 'Mon-Fri 9am-5pm EST', '9am-5pm EST'; 'lun–vie, 9 a.m.–5 p.m. (hora oriental)' in Spanish. */
export function formatSupportHours({ days, hours }: SupportHours, language: SiteLanguage): string {
  const style = STYLES.get(language) ?? ENGLISH_STYLE;
  const dayText = days ? `${formatWeekday(days.first, language)}${style.dash}${formatWeekday(days.last, language)}${style.afterDays}` : '';
  const timeText = `${formatTime(hours.from, language, style.compactTimes)}${style.dash}${formatTime(hours.to, language, style.compactTimes)}`;
  return `${dayText}${timeText}${style.zone(zoneName(language, style))}`;
}
