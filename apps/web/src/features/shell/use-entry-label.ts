import type { NavigationItem } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { localName, namesBySlug } from '../../lib/i18n';
import { entryLabel } from './navigation';

/** A navigation or footer entry's label in the site's language (issue 10): the dictionary's by slug, else the API's. */
export function useEntryLabel(): (item: NavigationItem) => string {
  const { i18n } = useTranslation('shell');
  const names = namesBySlug(i18n, 'shell', 'entryNames');
  return (item) => localName(names, item.slug, entryLabel(item));
}
