import type { Dictionary } from '../../../../lib/i18n';
import type { tableEn } from './en';

export const tableEs: Dictionary<typeof tableEn> = {
  empty: 'Todavía no hay nada que mostrar.',
  showDetails: 'Ver detalles',
  hideDetails: 'Ocultar detalles',
  details: 'Detalles',
  pagination: {
    nav: 'Páginas de la tabla',
    firstPage: 'Primera página',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    lastPage: 'Última página',
    page: 'Página {{page}}',
  },
};
