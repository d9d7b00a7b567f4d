import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonEn } from '../../../lib/locales/en';
import { commonEs } from '../../../lib/locales/es';

// The site starts i18next before any lazy chunk adds its strings; a
// component test imports this first, so the kit's strings find it started.
void i18next.use(initReactI18next).init({
  resources: { en: { common: commonEn }, es: { common: commonEs } },
  lng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
