import type { Dictionary } from '../../../lib/i18n';
import type { ordersEn } from './en';

export const ordersEs: Dictionary<typeof ordersEn> = {
  orderHistory: {
    empty: 'Todavía no ha realizado ningún pedido.',
    browse: 'Ver análisis de laboratorio',
  },
};
