import type { Dictionary } from '../../../lib/i18n';
import type { homeSectionsEn } from './sections-en';

export const homeSectionsEs: Dictionary<typeof homeSectionsEn> = {
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
