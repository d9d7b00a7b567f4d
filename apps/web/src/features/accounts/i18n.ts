import i18next from 'i18next';
import { accountsEn } from './locales/en';
import { accountsEs } from './locales/es';

// The account dialogs and screens load lazily, with their forms and zod, so
// their strings come with them rather than with every visitor's first load
// (the dashboard does the same). Every lazily loaded module of this feature
// imports this file first. The messages of schemas and server are the form
// kit's ('forms', lib/messages).
i18next.addResourceBundle('en', 'accounts', accountsEn, true, false);
i18next.addResourceBundle('es', 'accounts', accountsEs, true, false);
