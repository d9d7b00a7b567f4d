import type { Dictionary } from '../../../lib/i18n';
import type { homeEn } from './en';

export const homeEs: Dictionary<typeof homeEn> = {
  headline: 'Ahorre 30-70% en análisis de laboratorio en línea',
  intro: 'Pida los análisis que elija, visite un centro de análisis cercano y consulte sus resultados en línea.',
  browse: 'Ver todos los análisis',
  steps: {
    title: 'Cómo funciona',
    find: { title: 'Encuentre sus análisis', text: 'Busque entre cientos de análisis y paneles a precios muy por debajo del mercado.' },
    visit: { title: 'Visite un centro de análisis', text: 'Lleve su orden a uno de nuestros', link: 'centros de análisis aprobados' },
    results: { title: 'Reciba sus resultados', text: 'Sus resultados llegan en línea en 3 a 5 días hábiles.' },
  },
  reviews: {
    title: 'Opiniones de clientes',
    text: 'Lea lo que dicen los clientes de labstore en un sitio de opiniones independiente y deje la suya después de su visita.',
    link: 'Leer las opiniones',
    newTab: '(se abre en una pestaña nueva)',
  },
  counters: {
    title: 'labstore en cifras',
    customers: 'Clientes atendidos',
    tests: 'Análisis pedidos',
    savings: 'Ahorro de los clientes',
  },
  carousel: {
    title: 'Categorías populares',
    previous: 'Categoría anterior',
    next: 'Categoría siguiente',
    pause: 'Pausar',
    play: 'Reproducir',
    pauseLabel: 'Pausar la presentación',
    playLabel: 'Reproducir la presentación',
    slide: 'Categoría {{index}} de {{count}}',
    goTo: 'Mostrar la categoría {{index}}',
    view: 'Ver análisis',
    loading: 'Cargando categorías…',
  },
};
