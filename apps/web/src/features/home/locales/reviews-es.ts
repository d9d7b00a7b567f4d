import type { Dictionary } from '../../../lib/i18n';
import type { homeReviewsEn } from './reviews-en';

export const homeReviewsEs: Dictionary<typeof homeReviewsEn> = {
  title: 'Opiniones de clientes',
  average: 'Valoración de {{rating, number(minimumFractionDigits: 1; maximumFractionDigits: 1)}} sobre 5',
  stars: '{{rating}} de 5 estrellas',
  sample: 'Estas son opiniones de ejemplo. Las opiniones de clientes verificados aparecerán aquí cuando se conecte un proveedor de opiniones.',
  link: 'Lea nuestras opiniones',
  newTab: '(se abre en una pestaña nueva)',
  items: {
    maria: { name: 'Maria G., Indianapolis, IN', test: 'Paquete de salud completo', text: 'Hacer el pedido me llevó cinco minutos, el centro de análisis estaba a diez minutos de casa y tres días después tenía mis resultados en mi cuenta.' },
    james: { name: 'James T., Columbus, OH', test: 'Perfil lipídico', text: 'El mismo análisis de colesterol que pide mi médico, por una fracción de lo que mi seguro quería cobrarme.' },
    aisha: { name: 'Aisha K., Atlanta, GA', test: 'Vitamina D, 25-hidroxi', text: 'Instrucciones claras, sin sala de espera, y la orden del laboratorio se abrió en mi teléfono en el centro, incluso sin señal.' },
    robert: { name: 'Robert L., Denver, CO', test: 'Perfil tiroideo', text: 'Soporte respondió mi pregunta sobre el ayuno esa misma mañana. Pediré aquí mis análisis anuales.' },
  },
};
