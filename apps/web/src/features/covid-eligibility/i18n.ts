import i18next from 'i18next';
import { covidEligibilityEn } from './locales/en';
import { covidEligibilityEs } from './locales/es';

// The questionnaire is its own lazy chunk (opened before adding a COVID-19
// test), so its strings come with it rather than with the storefront's first
// load. Every lazily loaded module of this feature imports this file first.
i18next.addResourceBundle('en', 'covidEligibility', covidEligibilityEn, true, false);
i18next.addResourceBundle('es', 'covidEligibility', covidEligibilityEs, true, false);
