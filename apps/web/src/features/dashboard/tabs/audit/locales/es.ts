import type { Dictionary } from '../../../../../lib/i18n';
import type { auditEn } from './en';

export const auditEs: Dictionary<typeof auditEn> = {
  actor: 'Quién (correo o id de usuario)',
  action: 'Qué',
  anyAction: 'Cualquier acción',
  subjectId: 'Id del registro',
  dates: 'Fechas de las acciones',
  table: 'Registro de auditoría',
  empty: 'Ninguna acción coincide con estos filtros.',
  columns: {
    who: 'Quién',
    what: 'Qué',
    record: 'Qué registro',
    when: 'Cuándo',
    change: 'Antes → después',
    address: 'Dirección',
  },
  actions: {
    loginAs: 'Entrar como un cliente',
    loginAsRefused: 'Entrar como, rechazado',
    loginAsSession: 'Sesión de entrar como abierta',
    changeEmail: 'Correo cambiado',
    approveOrder: 'Pedido aprobado',
    createProfile: 'Perfil creado',
    bindResults: 'Resultados vinculados',
  },
  subjects: {
    user: 'Usuario',
    userName: 'Correo escrito',
    order: 'Pedido',
    profile: 'Perfil',
  },
  nothing: 'Nada',
  unknownAddress: 'Desconocida',
};
