import type { Resource } from 'i18next';
import { accountsEn } from '../features/accounts/locales/en';
import { accountsEs } from '../features/accounts/locales/es';
import { contentEn } from '../features/content/locales/en';
import { contentEs } from '../features/content/locales/es';
import type { dashboardEn } from '../features/dashboard/locales/en';
import { shellEn } from '../features/shell/locales/en';
import { shellEs } from '../features/shell/locales/es';
import { commonEn } from '../lib/locales/en';
import { commonEs } from '../lib/locales/es';
import { appEn } from './locales/en';
import { appEs } from './locales/es';

// Each feature keeps its own dictionaries (one namespace each); the app puts
// them together. The dashboard adds its namespace when its chunk loads.
export const resources = {
  en: { common: commonEn, app: appEn, shell: shellEn, content: contentEn, accounts: accountsEn },
  es: { common: commonEs, app: appEs, shell: shellEs, content: contentEs, accounts: accountsEs },
} satisfies Resource;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'] & { dashboard: typeof dashboardEn };
  }
}
