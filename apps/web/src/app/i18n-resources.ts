import type { Resource } from 'i18next';
import type { accountsEn } from '../features/accounts/locales/en';
import type { blogEn } from '../features/blog/locales/en';
import type { cartEn } from '../features/cart/locales/en';
import type { catalogueEn } from '../features/catalogue/locales/en';
import type { checkoutEn } from '../features/checkout/locales/en';
import type { covidEligibilityEn } from '../features/covid-eligibility/locales/en';
import { contentEn } from '../features/content/locales/en';
import { contentEs } from '../features/content/locales/es';
import type { dashboardEn } from '../features/dashboard/locales/en';
import { homeEn } from '../features/home/locales/en';
import { homeEs } from '../features/home/locales/es';
import type { idleEn } from '../features/idle/locales/en';
import type { profileEn } from '../features/profile/locales/en';
import { shellEn } from '../features/shell/locales/en';
import { shellEs } from '../features/shell/locales/es';
import { commonEn } from '../lib/locales/en';
import type { formsEn } from '../lib/messages/locales/en';
import type { testCentersEn } from '../lib/test-centers/locales/en';
import { commonEs } from '../lib/locales/es';
import { appEn } from './locales/en';
import { appEs } from './locales/es';

// Each feature keeps its own dictionaries (one namespace each); the app puts
// them together. The home page ('home') is part of the first load, so its
// strings ship with it. The dashboard, the account area ('profile'), the
// account dialogs ('accounts'), the form kit and its messages ('forms'), the
// idle warning ('idle', once signed in) and the catalogue screens
// ('catalogue') add their namespaces when their chunks load.
export const resources = {
  en: { common: commonEn, app: appEn, shell: shellEn, content: contentEn, home: homeEn },
  es: { common: commonEs, app: appEs, shell: shellEs, content: contentEs, home: homeEs },
} satisfies Resource;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'] & {
      dashboard: typeof dashboardEn;
      profile: typeof profileEn;
      accounts: typeof accountsEn;
      catalogue: typeof catalogueEn;
      cart: typeof cartEn;
      forms: typeof formsEn;
      idle: typeof idleEn;
      covidEligibility: typeof covidEligibilityEn;
      checkout: typeof checkoutEn;
      testCenters: typeof testCentersEn;
      blog: typeof blogEn;
    };
  }
}
