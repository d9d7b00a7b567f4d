import type { Dictionary } from '../../../../../lib/i18n';
import type { emailLogEn } from './en';

export const emailLogEs: Dictionary<typeof emailLogEn> = {
  search: 'Buscar por remitente, destinatario o asunto',
  dates: 'Fechas en que se escribieron los correos',
  table: 'Registro de correos',
  empty: 'Ningún correo coincide con estos filtros.',
  columns: {
    from: 'De',
    to: 'Para',
    subject: 'Asunto',
    sendBy: 'Enviado por',
    status: 'Estado',
    date: 'Fecha',
    attempts: 'Intentos',
  },
  unknown: 'Desconocido',
  attemptsOf: '{{attempts}} de {{max}}',
  delivery: {
    lastAttemptAt: 'Último intento',
    sentAt: 'Enviado',
    lastError: 'Último error',
    none: 'Ninguno',
  },
};
