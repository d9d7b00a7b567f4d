import { dateTimeFormat, type SiteLanguage } from '@labstore/domain';
import { useMemo } from 'react';
import { useSiteLanguage } from '../../../lib/formats';

// The dashboard's moments (an e-mail sent, an audit row) with their time.
// In UTC, as the admin date range's days are (spec/03 5, 9), and saying so.

export function dateTimeFormatter(language: SiteLanguage): (iso: string) => string {
  const format = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC', hourCycle: 'h23' });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : `${format.format(date)} UTC`;
  };
}

export function useDateTime(): (iso: string) => string {
  const language = useSiteLanguage();
  return useMemo(() => dateTimeFormatter(language), [language]);
}
