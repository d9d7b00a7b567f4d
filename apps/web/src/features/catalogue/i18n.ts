import i18next from 'i18next';
import { catalogueEn } from './locales/en';
import { catalogueEs } from './locales/es';

// The catalogue screens load lazily, so their strings come with them rather
// than with every visitor's first load (as in the accounts feature). Every
// lazily loaded module of this feature imports this file first.
i18next.addResourceBundle('en', 'catalogue', catalogueEn, true, false);
i18next.addResourceBundle('es', 'catalogue', catalogueEs, true, false);
