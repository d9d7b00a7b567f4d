import i18next from 'i18next';
import { ordersEn } from './locales/en';
import { ordersEs } from './locales/es';

// The orders feature's screens load lazily, so their strings come with them.
// Every lazily loaded module of this feature imports this file first.
i18next.addResourceBundle('en', 'orders', ordersEn, true, false);
i18next.addResourceBundle('es', 'orders', ordersEs, true, false);
