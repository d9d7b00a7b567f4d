import type { Dictionary } from '../../../lib/i18n';
import type { blogEn } from './en';

export const blogEs: Dictionary<typeof blogEn> = {
  breadcrumb: { label: 'Ruta de navegación', home: 'Inicio', blog: 'Blog' },
  home: {
    title: 'Blog',
    intro: 'Artículos en lenguaje sencillo sobre análisis de laboratorio, cómo prepararse y cómo leer sus resultados.',
    latest: 'Artículo más reciente',
    trending: 'Tendencias del mes',
    popular: 'Más populares',
    chronological: 'Publicaciones cronológicas',
    allArticles: 'Todos los artículos',
    empty: 'Todavía no se ha publicado ningún artículo.',
    trendingEmpty: 'Todavía no hay artículos nuevos este mes.',
    failed: 'No se pudo cargar el blog.',
  },
  card: {
    minutes_one: '{{count}} min de lectura',
    minutes_other: '{{count}} min de lectura',
  },
  explore: {
    title: 'Todos los artículos',
    searchLabel: 'Buscar artículos por título',
    searchPlaceholder: 'Buscar por título',
    count_one: '{{count}} artículo',
    count_other: '{{count}} artículos',
    noMatch: 'Ningún título de artículo contiene «{{title}}».',
    empty: 'Todavía no se ha publicado ningún artículo.',
    pastEnd: 'No existe la página {{page}}: la lista termina en la página {{last}}.',
    toLastPage: 'Ir a la página {{last}}',
    failed: 'No se pudieron cargar los artículos.',
  },
  article: {
    by: 'Por {{author}}',
    lastUpdated: 'Última actualización',
    length_one: '{{count}} minuto',
    length_other: '{{count}} minutos',
    notFound: 'Este artículo no existe o ya no está publicado.',
    backToBlog: 'Volver al blog',
    failed: 'No se pudo cargar el artículo.',
  },
  subscribe: {
    heading: 'No se pierda ningún artículo',
    intro: 'Artículos nuevos sobre análisis de laboratorio y su salud, por correo electrónico. Puede darse de baja en cualquier momento.',
    emailLabel: 'Correo electrónico',
    submit: 'Suscribirse',
    thanks: '¡Gracias por suscribirse al blog!',
    invalid: 'Introduzca un correo electrónico válido.',
  },
  pagination: {
    label: 'Páginas',
    firstPage: 'Primera página',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    lastPage: 'Última página',
    page: 'Página {{page}}',
  },
};
