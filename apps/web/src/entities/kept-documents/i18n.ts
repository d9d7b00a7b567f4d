import i18next from 'i18next';
import { keptDocumentsEn } from './locales/en';
import { keptDocumentsEs } from './locales/es';

// The pass, results, orders and profile screens load lazily, and so do the
// kept documents' strings, with them. Every module that shows or says
// something of the kept documents imports this file first. A first-load
// module (home) may import the entity before the app starts i18next: the
// strings are then added once it has.
export const KEPT_DOCUMENTS_NAMESPACE = 'keptDocuments';

function addStrings(): void {
  i18next.addResourceBundle('en', KEPT_DOCUMENTS_NAMESPACE, keptDocumentsEn, true, false);
  i18next.addResourceBundle('es', KEPT_DOCUMENTS_NAMESPACE, keptDocumentsEs, true, false);
}

if (typeof i18next.addResourceBundle === 'function' && i18next.store) addStrings();
else i18next.on('initialized', addStrings);
