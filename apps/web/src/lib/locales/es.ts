import type { Dictionary } from '../i18n';
import type { commonEn } from './en';

export const commonEs: Dictionary<typeof commonEn> = {
  errors: {
    generic: 'Algo salió mal. Inténtelo de nuevo.',
    offline: 'No pudimos conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
  },
  cart: {
    add: 'Añadir al carrito',
    addLabel: 'Añadir al carrito: {{name}}',
    queued: '{{name}} está en su carrito y se enviará cuando vuelva la red.',
  },
  loading: 'Cargando',
  close: 'Cerrar',
  loadFailed: {
    needsConnection: 'Esta página necesita conexión. Se abrirá cuando vuelva a estar en línea.',
    retry: 'Intentar de nuevo',
  },
  update: {
    available: 'Hay una nueva versión de labstore disponible.',
    reload: 'Recargar',
  },
};
