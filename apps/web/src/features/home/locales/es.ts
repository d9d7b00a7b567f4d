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
};
