import { parseWorkingHours, formatWorkingHours, type SiteLanguage, type TestCenter } from '@labstore/domain';

// Issue 18, spec/02 2.11: the pass names the center nearest the customer
// first and a few others to choose from (a center may be closed that day).

/** The chosen center, then the others in the server's order (nearest first). */
export function centersInChoice(centers: readonly TestCenter[], chosenId: string | null): { chosen: TestCenter | undefined; others: TestCenter[] } {
  const chosen = centers.find((center) => center.id === chosenId) ?? centers[0];
  return { chosen, others: centers.filter((center) => center !== chosen) };
}

/**
 * A center's hours one line a group of days, in the site language. Hours
 * that do not read as the hours format show as sent, in English (`lang`
 * says so to screen readers on a Spanish page), a line at each ';'.
 */
export function hoursLines(hours: string, language: SiteLanguage): { lines: string[]; lang: SiteLanguage | undefined } {
  const parsed = parseWorkingHours(hours);
  if (parsed) return { lines: formatWorkingHours(parsed, language).split('\n'), lang: undefined };
  const lines = hours
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return { lines, lang: language === 'en' ? undefined : 'en' };
}
