import i18next from 'i18next';
import { homeSectionsEn } from './locales/sections-en';
import { homeSectionsEs } from './locales/sections-es';

// The counters and the carousel load below the fold, after the first paint:
// their strings come with them rather than with the first load.
i18next.addResourceBundle('en', 'homeSections', homeSectionsEn, true, false);
i18next.addResourceBundle('es', 'homeSections', homeSectionsEs, true, false);
