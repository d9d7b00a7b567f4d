import type { tableEn } from '../components/ui/table/locales/en';
import type { accountsEn } from '../features/accounts/locales/en';
import type { blogEn } from '../features/blog/locales/en';
import type { cartEn } from '../features/cart/locales/en';
import type { catalogueEn } from '../features/catalogue/locales/en';
import type { checkoutEn } from '../features/checkout/locales/en';
import type { covidEligibilityEn } from '../features/covid-eligibility/locales/en';
import { contentEn } from '../features/content/locales/en';
import type { dashboardEn } from '../features/dashboard/locales/en';
import { homeEn } from '../features/home/locales/en';
import type { homeReviewsEn } from '../features/home/locales/reviews-en';
import type { homePassesEn } from '../features/home/locales/passes-en';
import type { homeSectionsEn } from '../features/home/locales/sections-en';
import type { idleEn } from '../features/idle/locales/en';
import type { labVisitEn } from '../features/lab-visit/locales/en';
import type { ordersEn } from '../features/orders/locales/en';
import type { profileEn } from '../features/profile/locales/en';
import type { resultsEn } from '../features/results/locales/en';
import type { sharedDocumentEn } from '../features/shared-document/locales/en';
import { shellEn } from '../features/shell/locales/en';
import type { supportEn } from '../features/support/locales/en';
import { commonEn } from '../lib/locales/en';
import type { formsEn } from '../lib/messages/locales/en';
import type { keptDocumentsEn } from '../entities/kept-documents/locales/en';
import type { testCentersEn } from '../entities/test-centers/locales/en';
import type { SiteResources } from '../lib/i18n';
import { appEn } from './locales/en';
import { queryClient } from './router';

// Each feature keeps its own dictionaries (one namespace each); the app puts
// them together. The home page ('home') is part of the first load, so its
// English strings ship with it; their Spanish is a chunk fetched only when
// Spanish is chosen (locales/first-load-es.ts). The dashboard, the account
// area ('profile', with its Order History tab's 'orders'), the account dialogs
// ('accounts'), the form kit and its messages ('forms'), the idle warning
// ('idle', once signed in), the catalogue screens ('catalogue'), the table
// kit ('table'), the Contact Support dialog ('support'), the home page's
// sections below the fold ('homeReviews', 'homeSections') and its card of
// waiting passes ('homePasses', signed in), and the lab-visit pass
// ('labVisit') add their namespaces when their chunks load.
const firstLoadEn = { common: commonEn, app: appEn, shell: shellEn, content: contentEn, home: homeEn };

export const resources: SiteResources = {
  en: firstLoadEn,
  loadSpanish: () => import('./locales/first-load-es').then((module) => module.firstLoadEs),
  // The profile feature's save comes with the account area's chunk, fetched
  // when a signed-in user first switches, not by every visitor.
  savePreference: (preference) =>
    import('../features/profile/api/save-language-preference').then((module) => module.saveLanguagePreference(preference, queryClient)),
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof firstLoadEn & {
      dashboard: typeof dashboardEn;
      profile: typeof profileEn;
      orders: typeof ordersEn;
      results: typeof resultsEn;
      accounts: typeof accountsEn;
      catalogue: typeof catalogueEn;
      cart: typeof cartEn;
      forms: typeof formsEn;
      idle: typeof idleEn;
      covidEligibility: typeof covidEligibilityEn;
      checkout: typeof checkoutEn;
      testCenters: typeof testCentersEn;
      keptDocuments: typeof keptDocumentsEn;
      blog: typeof blogEn;
      table: typeof tableEn;
      support: typeof supportEn;
      homeReviews: typeof homeReviewsEn;
      homePasses: typeof homePassesEn;
      homeSections: typeof homeSectionsEn;
      sharedDocument: typeof sharedDocumentEn;
      labVisit: typeof labVisitEn;
    };
  }
}
