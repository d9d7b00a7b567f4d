import { LANGUAGE } from '../profile';

// DESIGN.md Web app and API: the store speaks English and Spanish. The web
// app sends its language with every request (Accept-Language); the server
// answers its messages and translatable data in it, English otherwise.

export const SITE_LANGUAGES = ['en', 'es'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';

/** spec/01 3: the account's language preference (0 English, 1 Spanish) as a site language; what an e-mail to the account is written in. */
export function siteLanguageOfPreference(preference: number): SiteLanguage {
  return preference === LANGUAGE.Spanish ? 'es' : 'en';
}

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return value === 'en' || value === 'es';
}

/**
 * The site language an Accept-Language header asks for (RFC 9110 12.5.4):
 * the supported language of highest quality, by its primary subtag ('es-MX'
 * is Spanish); English when it names none, or nothing at all.
 */
export function siteLanguageOf(acceptLanguage: string | undefined): SiteLanguage {
  if (!acceptLanguage) return DEFAULT_SITE_LANGUAGE;
  let best: { language: SiteLanguage; quality: number } | undefined;
  for (const part of acceptLanguage.slice(0, 256).split(',')) {
    const [range = '', ...parameters] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isSiteLanguage(primary)) continue;
    const qualityParameter = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? DEFAULT_SITE_LANGUAGE;
}
