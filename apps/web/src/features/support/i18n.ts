import i18next from 'i18next';
import { supportEn } from './locales/en';
import { supportEs } from './locales/es';

// The support dialog is its own lazy chunk (opened from Contact Support, the
// notification bar or a Need Help box), so its strings come with it rather
// than with the storefront's first load. Every module of this feature
// imports this file first.
i18next.addResourceBundle('en', 'support', supportEn, true, false);
i18next.addResourceBundle('es', 'support', supportEs, true, false);
