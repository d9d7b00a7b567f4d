import type { Dictionary } from '../../../lib/i18n';
import type { homePassesEn } from './passes-en';

export const homePassesEs: Dictionary<typeof homePassesEn> = {
  title: 'Listo para su visita al laboratorio',
  ready: 'Su pase para el laboratorio del pedido {{number}} está listo',
  kept: 'Guardado en este teléfono',
};
