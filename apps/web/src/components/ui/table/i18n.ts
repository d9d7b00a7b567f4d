import i18next from 'i18next';
import { tableEn } from './locales/en';
import { tableEs } from './locales/es';

// The table kit is used only by lazily loaded screens (order history, the
// administration), so its strings load with it, not with the first load.
i18next.addResourceBundle('en', 'table', tableEn, true, false);
i18next.addResourceBundle('es', 'table', tableEs, true, false);
