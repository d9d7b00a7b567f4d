import type { Dictionary } from '../../../lib/i18n';
import type { cartOutboxEn } from './en';

export const cartOutboxEs: Dictionary<typeof cartOutboxEn> = {
  sentWhileClosed: 'Mientras labstore estaba cerrado, se enviaron los cambios del carrito que hizo sin conexión:',
  added: '{{name}} se añadió a su carrito.',
  removed: '{{name}} se quitó de su carrito.',
  cleared: 'Su carrito se vació.',
};
