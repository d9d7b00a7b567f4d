import type { Dictionary } from '../../../../../lib/i18n';
import type { pwnOrdersEn } from './en';

export const pwnOrdersEs: Dictionary<typeof pwnOrdersEn> = {
  search: 'Buscar por número de pedido o id de pedido del socio',
  status: 'Estado',
  statuses: {
    all: 'Todos',
    pending: 'Pendiente',
    approved: 'Aprobado',
    rejected: 'Rechazado',
    results: 'Resultados',
  },
  table: 'Pedidos del socio',
  empty: 'Ningún pedido del socio coincide con estos filtros.',
  columns: {
    grlOrderId: 'Id de pedido GRL',
    partnerOrderId: 'Id de pedido del socio',
    partnerStatus: 'Estado en el socio',
    timestamp: 'Fecha y hora',
    errorMessage: 'Mensaje de error',
  },
  notSent: 'El socio no lo recibió',
  rejectionReason: 'Rechazado: {{reason}}',
  none: 'Ninguno',
};
