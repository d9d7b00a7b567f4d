import type { Dictionary } from '../../../lib/i18n';
import type { cartEn } from './en';

export const cartEs: Dictionary<typeof cartEn> = {
  title: 'Carrito',
  panelTitle: 'Su carrito',
  lines: {
    label: 'Análisis en su carrito',
    product: 'Análisis',
    marketPrice: 'Precio de mercado',
    price: 'Nuestro precio',
    remove: 'Quitar',
    removeLabel: 'Quitar {{name}}',
    includes: 'Incluye',
    waitingToSync: 'Pendiente de sincronizar',
    cpt: 'CPT: {{cpt}}',
    promoApplied: 'Código promocional {{code}} aplicado (antes {{amount}})',
    promoAppliedHidden: 'Código promocional aplicado (antes {{amount}})',
  },
  sync: {
    pending_one: '{{count}} cambio pendiente de sincronizar.',
    pending_other: '{{count}} cambios pendientes de sincronizar.',
    syncing: 'Enviando sus cambios…',
    offline: 'No tiene conexión. Sus cambios se guardan en este dispositivo y se envían cuando vuelva la red.',
    totalsLater: 'Los totales se actualizan cuando sus cambios se sincronicen.',
  },
  discounts: {
    title: 'Descuentos',
    duplicate: '{{name}} está incluido {{times}} veces',
    promo: 'Código promocional {{code}}',
    promoHidden: 'Código promocional',
  },
  fees: {
    physician: 'Tarifa de supervisión médica',
    labDraw: 'Tarifa de extracción',
    processing: 'Tarifa de procesamiento',
    listPrice: 'Precio de lista {{amount}}',
  },
  covidIgGNote:
    'Los pedidos con un análisis de anticuerpos IgG de COVID-19 llevan una tarifa de supervisión médica de $10.00, cobrada en nombre del proveedor de supervisión médica.',
  clear: 'Vaciar carrito',
  empty: 'No tiene nada en su carrito. Busque o explore nuestros análisis y paneles para añadir algo aquí.',
  browse: 'Explorar análisis',
  summary: {
    title: 'Resumen del pedido',
    subtotal: 'Subtotal',
    marketTotal: 'Total de mercado {{amount}}',
    discount: 'Descuento',
    total: 'Total',
    free: 'Gratis',
    averageSavings: 'Ahorro promedio del pedido',
  },
  continueShopping: 'Seguir comprando',
  checkout: 'Pagar',
  checkoutNeedsNetwork: 'Para pagar se necesita conexión. Conéctese para continuar.',
  confirm: {
    title: 'Confirme, por favor',
    removeLine: '¿Seguro que desea quitar {{name}}?',
    clear: '¿Seguro que desea quitar todos los análisis?',
    no: 'No',
    yes: 'Sí',
  },
};
