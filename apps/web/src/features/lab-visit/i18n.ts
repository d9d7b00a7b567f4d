import i18next from 'i18next';
import { labVisitEn } from './locales/en';
import { labVisitEs } from './locales/es';

// The pass screen loads lazily, so its strings come with it. Every lazily
// loaded module of this feature imports this file first.
i18next.addResourceBundle('en', 'labVisit', labVisitEn, true, false);
i18next.addResourceBundle('es', 'labVisit', labVisitEs, true, false);
