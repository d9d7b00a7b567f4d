import type { Dictionary } from '../../../lib/i18n';
import type { accountsEn } from './en';

export const accountsEs: Dictionary<typeof accountsEn> = {
  login: { title: 'Iniciar sesión' },
  registration: { title: 'Registro de usuario' },
};
