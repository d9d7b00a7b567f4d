import i18next from 'i18next';
import { resultsEn } from './locales/en';
import { resultsEs } from './locales/es';

// The results screen loads lazily, so its strings come with it. Every lazily
// loaded module of this feature imports this file first.
i18next.addResourceBundle('en', 'results', resultsEn, true, false);
i18next.addResourceBundle('es', 'results', resultsEs, true, false);
