import i18next from 'i18next';
import { cartEn } from './locales/en';
import { cartEs } from './locales/es';

// The cart's screens load lazily, so their strings come with them. Every
// lazily loaded module of this feature imports this file first.
i18next.addResourceBundle('en', 'cart', cartEn, true, false);
i18next.addResourceBundle('es', 'cart', cartEs, true, false);
