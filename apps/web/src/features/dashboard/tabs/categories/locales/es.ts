import type { Dictionary } from '../../../../../lib/i18n';
import type { categoriesEn } from './en';

export const categoriesEs: Dictionary<typeof categoriesEn> = {
  table: 'Categorías',
  empty: 'Ninguna categoría coincide.',
  search: 'Buscar categorías',
  addNew: 'Agregar nueva categoría',
  columns: {
    name: 'Nombre',
    tests: 'Pruebas',
    carousel: 'Carrusel de inicio',
    actions: 'Acciones',
  },
  yes: 'Sí',
  no: 'No',
  edit: 'Editar',
  editNamed: 'Editar {{name}}',
  remove: 'Eliminar',
  removeNamed: 'Eliminar {{name}}',
  dialog: {
    addTitle: 'Agregar categoría',
    editTitle: 'Editar categoría',
    name: 'Nombre',
    nameHint: 'De {{min}} a {{max}} caracteres.',
    description: 'Descripción',
    descriptionHint: 'Hasta {{max}} caracteres.',
    image1: 'Imagen 1',
    image2: 'Imagen 2',
    carousel: 'Mostrar en el carrusel de la página de inicio',
    save: 'Guardar',
    cancel: 'Cancelar',
  },
  confirm: {
    title: 'Eliminar categoría',
    question: '¿Eliminar la categoría?',
    no: 'No',
    yes: 'Sí',
  },
};
