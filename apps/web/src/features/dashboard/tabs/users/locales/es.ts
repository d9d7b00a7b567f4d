import type { Dictionary } from '../../../../../lib/i18n';
import type { usersEn } from './en';

export const usersEs: Dictionary<typeof usersEn> = {
  addNewUser: 'Añadir usuario',
  search: 'Buscar usuarios por nombre o correo',
  getAllUsers: 'Ver todos los usuarios',
  table: 'Usuarios',
  empty: 'Ningún usuario coincide con esta búsqueda.',
  columns: {
    name: 'Nombre',
    email: 'Correo',
    role: 'Rol',
    status: 'Estado',
  },
  noName: 'Aún sin perfil',
  active: 'Activo',
  disabled: 'Desactivado',
  unconfirmed: 'Correo sin confirmar',
  panel: {
    controls: 'Cuenta de {{email}}',
    role: 'Rol',
    assignRole: 'Asignar rol',
    reverify: 'Reenviar verificación',
  },
  sections: {
    label: 'Sobre {{email}}',
    profile: 'Perfil',
    orders: 'Pedidos',
    emailHistory: 'Historial de correos',
  },
  profile: {
    mfa: 'MFA',
    nonTransactional: 'Correos no transaccionales',
    on: 'Activado',
    off: 'Desactivado',
    changeEmail: 'Cambiar correo',
    noProfile: 'Esta cuenta aún no tiene perfil: se crea cuando el usuario inicia sesión por primera vez.',
  },
  orders: {
    intro: 'Para ver los pedidos de {{email}}, entre como este usuario: tras su contraseña, su sesión se abre en una pestaña nueva, en la página de inicio; Mi cuenta, Historial de pedidos muestra sus pedidos, con Compartir y Ver desactivados.',
    open: 'Entrar como este usuario',
  },
  emailHistory: {
    table: 'Cambios de correo',
    empty: 'Esta dirección de correo nunca se ha cambiado.',
    failed: 'No se pudo cargar el historial de correos.',
    columns: {
      date: 'Fecha',
      oldEmail: 'Correo anterior',
      newEmail: 'Correo nuevo',
    },
  },
  messages: {
    sent: 'Se ha enviado el correo a {{email}}.',
    emailChanged: 'El correo se ha cambiado',
    registered: 'Se ha creado la cuenta {{email}} y se le ha enviado un correo de confirmación.',
  },
};
