import { DEFAULT_SITE_LANGUAGE, formatNumber, isSiteLanguage, type TestCenter } from '@labstore/domain';

// How a center is shown wherever it appears (the finder page, the cart card).

/** The street address on one line: '9254 Lake Shore Dr, Indianapolis, IN 46247'. */
export function fullAddress(center: Pick<TestCenter, 'address' | 'city' | 'state' | 'zip'>): string {
  return `${center.address}, ${center.city}, ${center.state} ${center.zip}`;
}

/**
 * spec/02 2.6, 2.11 "map link": the center in the visitor's map app. A Google
 * Maps search URL opens the app on phones and the site elsewhere, and needs no key.
 */
export function mapsLink(center: Pick<TestCenter, 'address' | 'city' | 'state' | 'zip'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress(center))}`;
}

/** A phone number as a tel: link target (digits and a leading +). */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Miles in the site's language (i18next's name for it), to one decimal: '1.2', '46'. */
export function formatMiles(miles: number, language: string): string {
  return formatNumber(miles, isSiteLanguage(language) ? language : DEFAULT_SITE_LANGUAGE, { maximumFractionDigits: 1 });
}
