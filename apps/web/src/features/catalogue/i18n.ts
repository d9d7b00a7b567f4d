import { useTranslation } from 'react-i18next';
import { catalogueEn } from './locales/en';
import { catalogueEs } from './locales/es';

// The catalogue screens load lazily, and the app's i18next type map
// (app/i18n-resources.ts) is not this feature's to edit, so the feature reads
// its own two dictionaries directly (decisions.md "Catalogue strings").
// useTranslation still re-renders the screen when the language changes.

export type CatalogueText = typeof catalogueEn | typeof catalogueEs;

export function useCatalogueText(): CatalogueText {
  const { i18n } = useTranslation();
  return i18n.language === 'es' ? catalogueEs : catalogueEn;
}

/** '{{count}} tests' with { count: 3 } -> '3 tests'. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
