import type { Dictionary } from '../i18n';
import type { commonEn } from './en';

export const commonEs: Dictionary<typeof commonEn> = {
  errors: {
    generic: 'Algo salió mal. Inténtelo de nuevo.',
    offline: 'No pudimos conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
    // The server's catalogue says the same (MESSAGES_ES.request.notFound); error-message.test.ts holds them together.
    notFound: 'No encontrado',
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
  // By category slug (the seed's, packages/db seed/data/categories.ts); a
  // category not named here shows the API's name.
  categoryNames: {
    'general-health': 'Salud general',
    'heart-health': 'Salud del corazón',
    diabetes: 'Diabetes',
    thyroid: 'Tiroides',
    hormones: 'Hormonas',
    'vitamins-nutrition': 'Vitaminas y nutrición',
    'kidney-liver': 'Riñón e hígado',
    'blood-hematology': 'Sangre y hematología',
    'std-testing': 'Pruebas de ETS',
    'infectious-disease': 'Enfermedades infecciosas',
    allergy: 'Alergias',
    'autoimmune-inflammation': 'Autoinmunidad e inflamación',
    'cancer-screening': 'Detección del cáncer',
    'mens-health': 'Salud masculina',
    'womens-health': 'Salud femenina',
    'physician-consult': 'Consulta médica',
    panels: 'Paneles',
    packages: 'Paquetes de salud',
  },
};
