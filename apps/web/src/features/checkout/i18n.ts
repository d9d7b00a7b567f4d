import i18next from 'i18next';
import { checkoutEn } from './locales/en';
import { checkoutEs } from './locales/es';

// Checkout, its dialogs and the promo link land in lazily loaded chunks, so
// their strings come with them, not with every visitor's first load. Every
// lazily loaded module of this feature imports this file first.
i18next.addResourceBundle('en', 'checkout', checkoutEn, true, false);
i18next.addResourceBundle('es', 'checkout', checkoutEs, true, false);
