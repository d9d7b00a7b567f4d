import type { Dictionary } from '../../i18n';
import type { formsEn } from './en';

export const formsEs: Dictionary<typeof formsEn> = {
  controls: {
    required: 'obligatorio',
    locked: 'bloqueado',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
  },
};
