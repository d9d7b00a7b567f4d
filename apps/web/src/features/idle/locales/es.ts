import type { Dictionary } from '../../../lib/i18n';
import type { idleEn } from './en';

export const idleEs: Dictionary<typeof idleEn> = {
  title: '¿Sigue ahí?',
  message: 'Por su seguridad, su sesión se cerrará automáticamente en',
  timeLeft: 'Quedan {{minutes}} minutos y {{seconds}} segundos',
  stay: 'Permanecer',
};
