import type { Dictionary } from '../../../../../lib/i18n';
import type { feesEn } from './en';

export const feesEs: Dictionary<typeof feesEn> = {
  heading: 'Tarifas de la tienda',
  hint: 'En dólares, de 0 a {{max}}. Un cambio guardado se aplica a cada carrito abierto la próxima vez que se cargue; los pedidos enviados conservan sus tarifas.',
  fields: {
    processingFee: 'Tarifa de procesamiento',
    physicianOversightFee: 'Tarifa de supervisión médica',
    labDrawFee: 'Tarifa de extracción en laboratorio',
  },
  save: 'Guardar',
  loading: 'Cargando las tarifas…',
  loadFailed: 'No se pudieron cargar las tarifas.',
};
