import { numberFormat, type SiteLanguage } from '@labstore/domain';

// Issue 18: how much the phone keeps, as a person reads a size: '840 kB',
// '3.2 MB', with Intl's units in the site language.

const KILOBYTE = 1000;
const MEGABYTE = 1000 * KILOBYTE;

export function formatByteSize(bytes: number, language: SiteLanguage): string {
  if (bytes >= MEGABYTE) return numberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / MEGABYTE);
  // Anything kept shows as at least 1 kB, never as a misleading 0.
  const kilobytes = bytes > 0 ? Math.max(1, Math.round(bytes / KILOBYTE)) : 0;
  return numberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(kilobytes);
}
