import type { Dictionary } from '../../../lib/i18n';
import { gateEs } from '../gate/locales/es';
import { imagesKitEs } from '../kit/locales/images-es';
import { auditEs } from '../tabs/audit/locales/es';
import { blogArticlesEs } from '../tabs/blog-articles/locales/es';
import { categoriesEs } from '../tabs/categories/locales/es';
import { emailLogEs } from '../tabs/email-log/locales/es';
import { feesEs } from '../tabs/fees/locales/es';
import { infusionsoftEs } from '../tabs/infusionsoft/locales/es';
import { keapTemplateEs } from '../tabs/keap-template/locales/es';
import { productsEs } from '../tabs/products/locales/es';
import { promoCodesEs } from '../tabs/promo-codes/locales/es';
import { pagesEs } from '../tabs/pages/locales/es';
import { pwnOrdersEs } from '../tabs/pwn-orders/locales/es';
import { pwnTestsEs } from '../tabs/pwn-tests/locales/es';
import { transactionsEs } from '../tabs/transactions/locales/es';
import { usersEs } from '../tabs/users/locales/es';
import type { dashboardEn } from './en';

export const dashboardEs: Dictionary<typeof dashboardEn> = {
  gate: gateEs,
  title: 'Panel de administración',
  tabList: 'Secciones del panel',
  tabs: {
    transactions: 'Transacciones',
    emailLog: 'Registro de correos',
    users: 'Usuarios',
    products: 'Productos',
    keapTemplate: 'Plantilla Keap',
    blogArticles: 'Artículos del blog',
    promoCodes: 'Código promocional',
    pages: 'Editar (páginas)',
    pwnTests: 'Pruebas Pwn',
    pwnOrders: 'Pedidos Pwn',
    infusionsoft: 'Infusionsoft',
    categories: 'Categorías',
    audit: 'Auditoría',
    fees: 'Tarifas',
  },
  loadingTab: 'Cargando…',
  kit: {
    dateStart: 'Fecha de inicio',
    dateEnd: 'Fecha de fin',
    loadFailed: 'No se pudo cargar esta lista.',
  },
  transactions: transactionsEs,
  emailLog: emailLogEs,
  users: usersEs,
  products: productsEs,
  keapTemplate: keapTemplateEs,
  promoCodes: promoCodesEs,
  pwnTests: pwnTestsEs,
  pwnOrders: pwnOrdersEs,
  infusionsoft: infusionsoftEs,
  audit: auditEs,
  fees: feesEs,
  pages: pagesEs,
  categories: categoriesEs,
  imagesKit: imagesKitEs,
  blogArticles: blogArticlesEs,
};
