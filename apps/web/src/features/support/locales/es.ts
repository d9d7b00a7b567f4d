import type { Dictionary } from '../../../lib/i18n';
import type { supportEn } from './en';

export const supportEs: Dictionary<typeof supportEn> = {
  title: 'Contactar a soporte',
  intro: 'Nuestro equipo le ayuda con pedidos, análisis y resultados.',
  form: {
    heading: 'Envíenos un mensaje',
    hours: 'Respondemos los mensajes {{hours}}, por correo electrónico.',
    name: 'Su nombre',
    email: 'Su correo electrónico',
    topic: 'Tema',
    chooseTopic: 'Elija',
    message: 'Mensaje',
    honeypot: 'Deje este campo vacío',
    send: 'Enviar mensaje',
    topics: {
      order: 'Un pedido o un pago',
      results: 'Resultados u orden de análisis',
      findTest: 'Encontrar o solicitar un análisis',
      account: 'Mi cuenta',
      other: 'Otro asunto',
    },
  },
  sent: {
    heading: 'Gracias, su mensaje está en camino.',
    text: 'Nuestro equipo de soporte responde {{hours}}, por correo electrónico a {{email}}.',
    another: 'Enviar otro mensaje',
  },
  phone: 'Teléfono',
  email: 'Correo electrónico',
  close: 'Cerrar',
};
