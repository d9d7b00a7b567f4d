import { formatWorkingHours, parseWorkingHours, type SiteLanguage } from '@labstore/domain';
import { useSiteLanguage } from '../../lib/formats';

// Kept apart from the shared formats (lib/formats.ts) so the hours parser
// loads with the test centers, not in the storefront's first load.

/**
 * spec/02 2.6, 2.11: a center's hours in the site language (issue 16). Hours
 * that do not read as the hours format show as the API sent them, in English,
 * and say so to screen readers on a Spanish page.
 */
export function shownHours(hours: string, language: SiteLanguage): { text: string; lang: SiteLanguage | undefined } {
  const parsed = parseWorkingHours(hours);
  if (parsed) return { text: formatWorkingHours(parsed, language), lang: undefined };
  return { text: hours, lang: language === 'en' ? undefined : 'en' };
}

export function CenterHours({ hours, as: Cell, className }: { hours: string; as: 'td' | 'dd'; className?: string | undefined }) {
  const shown = shownHours(hours, useSiteLanguage());
  return (
    <Cell className={className} lang={shown.lang}>
      {shown.text}
    </Cell>
  );
}
