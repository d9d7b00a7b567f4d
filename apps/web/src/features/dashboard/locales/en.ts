import { gateEn } from '../gate/locales/en';
import { imagesKitEn } from '../kit/locales/images-en';
import { auditEn } from '../tabs/audit/locales/en';
import { blogArticlesEn } from '../tabs/blog-articles/locales/en';
import { categoriesEn } from '../tabs/categories/locales/en';
import { emailLogEn } from '../tabs/email-log/locales/en';
import { feesEn } from '../tabs/fees/locales/en';
import { infusionsoftEn } from '../tabs/infusionsoft/locales/en';
import { keapTemplateEn } from '../tabs/keap-template/locales/en';
import { productsEn } from '../tabs/products/locales/en';
import { promoCodesEn } from '../tabs/promo-codes/locales/en';
import { pagesEn } from '../tabs/pages/locales/en';
import { pwnOrdersEn } from '../tabs/pwn-orders/locales/en';
import { pwnTestsEn } from '../tabs/pwn-tests/locales/en';
import { transactionsEn } from '../tabs/transactions/locales/en';
import { usersEn } from '../tabs/users/locales/en';

// Strings of the administration area (namespace 'dashboard'); they travel in
// the dashboard's own chunk, except the door's (gate/), which a customer may
// see. Each tab keeps its own in its folder, under its name here.
export const dashboardEn = {
  gate: gateEn,
  title: 'Dashboard',
  tabList: 'Dashboard sections',
  tabs: {
    transactions: 'Transactions',
    emailLog: 'Email Log',
    users: 'Users',
    products: 'Products',
    keapTemplate: 'Keap Template',
    blogArticles: 'Blog Articles',
    promoCodes: 'Promo code',
    pages: 'Edit (pages)',
    pwnTests: 'Pwn Tests',
    pwnOrders: 'Pwn Orders',
    infusionsoft: 'Infusionsoft',
    categories: 'Categories',
    audit: 'Audit',
    fees: 'Fees',
  },
  loadingTab: 'Loading…',
  kit: {
    dateStart: 'Date start',
    dateEnd: 'Date end',
    loadFailed: 'This list could not be loaded.',
  },
  transactions: transactionsEn,
  emailLog: emailLogEn,
  users: usersEn,
  products: productsEn,
  keapTemplate: keapTemplateEn,
  promoCodes: promoCodesEn,
  pwnTests: pwnTestsEn,
  pwnOrders: pwnOrdersEn,
  infusionsoft: infusionsoftEn,
  audit: auditEn,
  fees: feesEn,
  pages: pagesEn,
  categories: categoriesEn,
  imagesKit: imagesKitEn,
  blogArticles: blogArticlesEn,
} as const;
