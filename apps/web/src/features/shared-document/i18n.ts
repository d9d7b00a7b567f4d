import i18next from 'i18next';
import { sharedDocumentEn } from './locales/en';
import { sharedDocumentEs } from './locales/es';

// The shared document's page is a chunk of its own: its strings come with it.
i18next.addResourceBundle('en', 'sharedDocument', sharedDocumentEn, true, false);
i18next.addResourceBundle('es', 'sharedDocument', sharedDocumentEs, true, false);
