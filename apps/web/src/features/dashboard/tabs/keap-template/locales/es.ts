import type { Dictionary } from '../../../../../lib/i18n';
import type { keapTemplateEn } from './en';

export const keapTemplateEs: Dictionary<typeof keapTemplateEn> = {
  addNew: 'Añadir nueva plantilla',
  table: 'Plantillas de correo',
  empty: 'Aún no hay plantillas de correo.',
  columns: {
    name: 'Nombre',
    type: 'Tipo',
    actions: 'Acciones',
  },
  copyLink: 'Copiar enlace',
  copyLinkOf: 'Copiar enlace de {{name}}',
  edit: 'Editar',
  editOf: 'Editar {{name}}',
  delete: 'Eliminar',
  deleteOf: 'Eliminar {{name}}',
  copied: 'El enlace se copió al portapapeles.',
  copyFailed: 'No se pudo copiar el enlace: {{link}}',
  deleteTitle: 'Eliminar plantilla',
  deleteQuestion: '¿Eliminar la plantilla?',
  no: 'No',
  yes: 'Sí',
  addTitle: 'Añadir plantilla de correo',
  editTitle: 'Editar plantilla de correo',
  loading: 'Cargando la plantilla…',
  loadFailed: 'No se pudo cargar la plantilla.',
  name: 'Nombre',
  body: 'Cuerpo',
  bodyHint: '{{count}} de {{max}} caracteres. HTML; los scripts y otras partes inseguras se quitan al guardar.',
  type: 'Tipo',
  types: {
    transactional: 'Transaccional',
    nonTransactional: 'No transaccional',
  },
  cancel: 'Cancelar',
  save: 'Guardar',
};
