import { useTranslation } from 'react-i18next';
import { homeEn } from './locales/en';
import { homeEs } from './locales/es';

// As in the catalogue feature (decisions.md "Catalogue strings"): the feature
// reads its own dictionaries; useTranslation re-renders on a language change.

export type HomeText = typeof homeEn | typeof homeEs;

export function useHomeText(): { text: HomeText; language: string } {
  const { i18n } = useTranslation();
  return { text: i18n.language === 'es' ? homeEs : homeEn, language: i18n.language };
}

export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
