import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { dashboardEn } from './locales/en';

// spec/03 2 Dashboard: the dashboard's tabs, in the spec's order. Adding a
// tab is a folder tabs/<name>/ (its panel, its fetchers, its locales, added
// to locales/en.ts and es.ts) and one entry here, at its place in the
// spec's order: Transactions, Email Log, Users, Products, Keap Template,
// Blog Articles, Edit (pages), Promo code, Pwn Tests, Pwn Orders,
// Infusionsoft, Categories; Audit (issue 19) last. Only tabs that exist are
// listed (no placeholders), and the first entry is the default: Transactions
// becomes the default by being added first.

export type DashboardTabLabel = keyof typeof dashboardEn.tabs;

export interface DashboardTab {
  /** Its name in the URL (?tab=), kebab-case. */
  id: string;
  /** Its label in the dashboard's locales (tabs.<label>). */
  label: DashboardTabLabel;
  /** Its panel, a lazily loaded chunk of its own: only the selected tab's is fetched and rendered. */
  Panel: LazyExoticComponent<ComponentType>;
}

const tab = (id: string, label: DashboardTabLabel, load: () => Promise<ComponentType>): DashboardTab => ({
  id,
  label,
  Panel: lazy(() => load().then((Panel) => ({ default: Panel }))),
});

export const DASHBOARD_TABS: readonly DashboardTab[] = [
  tab('transactions', 'transactions', () => import('./tabs/transactions/transactions-tab').then((module) => module.TransactionsTab)),
  tab('email-log', 'emailLog', () => import('./tabs/email-log/email-log-tab').then((module) => module.EmailLogTab)),
  tab('users', 'users', () => import('./tabs/users/users-tab').then((module) => module.UsersTab)),
  tab('products', 'products', () => import('./tabs/products/products-tab').then((module) => module.ProductsTab)),
  tab('keap-template', 'keapTemplate', () => import('./tabs/keap-template/keap-template-tab').then((module) => module.KeapTemplateTab)),
  tab('blog-articles', 'blogArticles', () => import('./tabs/blog-articles/blog-articles-tab').then((module) => module.BlogArticlesTab)),
  tab('pages', 'pages', () => import('./tabs/pages/pages-tab').then((module) => module.PagesTab)),
  tab('promo-codes', 'promoCodes', () => import('./tabs/promo-codes/promo-codes-tab').then((module) => module.PromoCodesTab)),
  tab('pwn-tests', 'pwnTests', () => import('./tabs/pwn-tests/pwn-tests-tab').then((module) => module.PwnTestsTab)),
  tab('pwn-orders', 'pwnOrders', () => import('./tabs/pwn-orders/pwn-orders-tab').then((module) => module.PwnOrdersTab)),
  tab('infusionsoft', 'infusionsoft', () => import('./tabs/infusionsoft/infusionsoft-tab').then((module) => module.InfusionsoftTab)),
  tab('categories', 'categories', () => import('./tabs/categories/categories-tab').then((module) => module.CategoriesTab)),
  tab('audit', 'audit', () => import('./tabs/audit/audit-tab').then((module) => module.AuditTab)),
  // Not a tab of spec/03 (docs/decisions.md "A Fees tab the spec does not have"): after the spec's and Audit.
  tab('fees', 'fees', () => import('./tabs/fees/fees-tab').then((module) => module.FeesTab)),
];
