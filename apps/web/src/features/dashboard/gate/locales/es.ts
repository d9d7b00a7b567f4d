import type { Dictionary } from '../../../../lib/i18n';
import type { gateEn } from './en';

export const gateEs: Dictionary<typeof gateEn> = {
  title: 'Panel de administración',
  signedOut: {
    message: 'El panel es para administradores. Inicie sesión para abrirlo.',
    login: 'INICIAR SESIÓN',
  },
  notAllowed: {
    message: 'Esta página es solo para administradores. Su cuenta no puede abrir el panel.',
    home: 'Volver a la página de inicio',
  },
  loading: 'Cargando el panel…',
};
