import type { Dictionary } from '../../../lib/i18n';
import type { testCentersEn } from './en';

export const testCentersEs: Dictionary<typeof testCentersEn> = {
  title: 'Centros de análisis',
  intro: 'Encuentre los centros de análisis aprobados más cercanos y visite uno con su orden de laboratorio.',
  breadcrumb: { label: 'Ruta de navegación', home: 'Inicio' },
  zip: {
    form: 'Búsqueda de centros de análisis',
    label: 'Código postal',
    search: 'Buscar',
    invalid: 'El código postal debe tener 5 dígitos.',
  },
  nothingFound: 'No se encontró nada. Pruebe con otro código postal.',
  failed: 'No se pudieron cargar los centros de análisis.',
  finding: 'Buscando los centros de análisis cerca de {{zip}}…',
  results: {
    heading_one: '{{count}} centro de análisis cerca de {{zip}}',
    heading_other: '{{count}} centros de análisis cerca de {{zip}}',
    name: 'Centro de análisis',
    address: 'Dirección',
    range: 'Distancia',
    phone: 'Teléfono',
    hours: 'Horario',
    map: 'Mapa',
    select: 'Mostrar {{name}} en el mapa',
    selected: 'Se muestra en el mapa',
  },
  miles_one: '{{distance}} milla',
  miles_other: '{{distance}} millas',
  openMap: 'Cómo llegar',
  openMapLabel: 'Cómo llegar a {{name}} (abre un mapa en una pestaña nueva)',
  map: {
    label: 'Mapa de los centros de análisis encontrados',
    street: 'Mapa',
    satellite: 'Satélite',
    noTiles: 'El fondo del mapa no está disponible; los marcadores siguen indicando dónde está cada centro.',
    loading: 'Cargando el mapa',
  },
  card: {
    title: 'Centro de análisis aprobado más cercano',
    fromZip: 'El más cercano al código postal {{zip}}',
    seeMore: 'Ver más centros de análisis',
    phone: 'Teléfono',
    hours: 'Horario de atención',
    prompt: 'Introduzca su código postal para encontrar el centro de análisis más cercano.',
  },
};
