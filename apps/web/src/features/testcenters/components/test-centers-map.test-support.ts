import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

// The site starts i18next before the map's chunk adds its strings; the map's
// component test imports this first, so they find it started.
void i18next.use(initReactI18next).init({
  resources: {},
  lng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});
