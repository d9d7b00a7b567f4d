import type { Dictionary } from '../../../lib/i18n';
import type { shellEn } from './en';

export const shellEs: Dictionary<typeof shellEn> = {
  skipToContent: 'Saltar al contenido principal',
  offline: {
    title: 'Está sin conexión.',
    text: 'Las páginas que ya vio se siguen abriendo y los cambios del carrito se guardan; las páginas nuevas, el inicio de sesión y el pago necesitan conexión.',
  },
  header: {
    home: 'Inicio de labstore',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    testCenters: 'Centros de análisis',
    testCenterSearch: 'BUSCAR CENTRO DE ANÁLISIS',
    cart: 'CARRITO ({{count}})',
    cartOpened: 'Carrito abierto',
    cartClosed: 'Carrito cerrado',
    login: 'INICIAR SESIÓN',
    register: 'REGISTRARSE',
    myAccount: 'Mi cuenta',
    accountMenu: 'Mi cuenta, {{email}}',
    accountProfile: 'Perfil de la cuenta',
    orderHistory: 'Historial de pedidos',
    administration: 'Administración',
    dashboard: 'Panel',
    users: 'Usuarios',
    adminDashboard: 'Panel de administración',
    logout: 'CERRAR SESIÓN',
  },
  nav: {
    label: 'Principal',
    blog: 'Blog',
    newTab: '(se abre en una pestaña nueva)',
  },
  search: {
    label: 'Buscar análisis de laboratorio',
    placeholderLong: 'Busque por nombre del análisis, código CPT o palabra clave',
    placeholderShort: '¡Busque sus análisis aquí!',
    submit: 'Buscar',
    tooShort: 'Escriba al menos {{count}} caracteres.',
  },
  footer: {
    support: 'Atención al cliente',
    phoneHours: 'Teléfono: {{hours}}',
    emailHours: 'Correo electrónico: {{hours}}',
    links: 'Información',
    follow: 'Síganos',
    social: 'labstore en {{network}} (se abre en una pestaña nueva)',
    copyright: '© {{year}} labstore. Todos los derechos reservados.',
  },
  notification: {
    kinds: {
      info: 'Información',
      success: 'Listo',
      error: 'Error',
      warning: 'Advertencia',
      block: 'Importante',
    },
    contact: 'Contactar a soporte',
  },
  support: {
    title: 'Contactar a soporte',
    intro: 'Nuestro equipo le ayuda con pedidos, análisis y resultados.',
    chat: 'Chat en vivo',
    phone: 'Teléfono',
    email: 'Correo electrónico',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'No encontramos la página que buscaba. Puede que se haya movido o que la dirección tenga un error. Busque un análisis o vuelva a la página de inicio.',
    home: 'Ir a la página de inicio',
  },
};
