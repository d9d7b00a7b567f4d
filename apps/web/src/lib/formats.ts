import {
  type CalendarDate,
  DEFAULT_SITE_LANGUAGE,
  formatDate,
  formatNumber,
  formatSupportHours,
  formatUsd,
  isSiteLanguage,
  parseIsoDate,
  type SiteLanguage,
  type SupportHours,
  toCents,
} from '@labstore/domain';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// Issue 16: the web app's one way to write amounts, numbers, dates and hours,
// in the site's language, through the domain's Intl formatters.

export interface SiteFormats {
  language: SiteLanguage;
  /** Integer cents: '$24.00' ('$24' with wholeDollars). */
  usd: (cents: number, options?: { wholeDollars?: boolean }) => string;
  /** An API decimal amount (spec: 24.5): '$24.50'. */
  amount: (amount: number) => string;
  number: (value: number, options?: { maximumFractionDigits?: number }) => string;
  date: (date: CalendarDate | Date) => string;
  /**
   * A calendar date the API sends as yyyy-MM-dd, or with midnight UTC (a
   * birth date, spec/01 5), as that day wherever the reader is; text in
   * another form shows as it came.
   */
  isoDate: (text: string) => string;
  /** Support's hours (SUPPORT_HOURS): 'Mon-Fri 7am-12am EST'. */
  supportHours: (hours: SupportHours) => string;
}

export function siteFormats(language: SiteLanguage): SiteFormats {
  return {
    language,
    usd: (cents, options) => formatUsd(cents, language, options),
    amount: (amount) => formatUsd(toCents(amount), language),
    number: (value, options) => formatNumber(value, language, options),
    date: (date) => formatDate(date, language),
    isoDate: (text) => {
      const date = parseIsoDate(text.slice(0, 10));
      return date ? formatDate(date, language) : text;
    },
    supportHours: (hours) => formatSupportHours(hours, language),
  };
}

/** The site language as i18next has it, English when it names another (a test's 'cimode'). */
export function siteLanguageOfI18n(i18n: Pick<I18n, 'language'>): SiteLanguage {
  return isSiteLanguage(i18n.language) ? i18n.language : DEFAULT_SITE_LANGUAGE;
}

export function useSiteLanguage(): SiteLanguage {
  return siteLanguageOfI18n(useTranslation().i18n);
}

export function useFormats(): SiteFormats {
  const language = useSiteLanguage();
  return useMemo(() => siteFormats(language), [language]);
}
