import type { Dictionary } from '../../lib/i18n';
import type { appEn } from './en';

export const appEs: Dictionary<typeof appEn> = {
  siteName: 'labstore',
  tagline: 'Ahorre 30-70% en análisis de laboratorio en línea',
  titles: {
    catalogue: 'Análisis',
    category: 'Categoría',
    product: 'Producto',
    searchResults: 'Resultados de búsqueda para "{{text}}"',
    testCenters: 'Centros de análisis',
    cart: 'Carrito',
    checkout: 'Pagar',
    account: 'Mi cuenta',
    orderHistory: 'Historial de pedidos',
    blog: 'Blog',
    blogExploreMore: 'Todos los artículos',
    blogArticle: 'Blog',
    emailConfirmation: 'Confirmación de correo electrónico',
    loginAs: 'Iniciando sesión',
  },
};
