import type { Dictionary } from '../../../lib/i18n';
import type { contentEn } from './en';

export const contentEs: Dictionary<typeof contentEn> = {
  loading: 'Cargando contenido...',
};
