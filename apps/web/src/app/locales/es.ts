import type { Dictionary } from '../../lib/i18n';
import type { appEn } from './en';

export const appEs: Dictionary<typeof appEn> = {
  siteName: 'labstore',
  tagline: 'Ahorre 30-70% en análisis de laboratorio en línea',
  titles: {
    testCenters: 'Centros de análisis',
    blog: 'Blog',
    blogExploreMore: 'Todos los artículos',
    blogArticle: 'Blog',
  },
};
