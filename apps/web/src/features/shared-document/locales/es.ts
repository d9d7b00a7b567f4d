import type { Dictionary } from '../../../lib/i18n';
import type { sharedDocumentEn } from './en';

export const sharedDocumentEs: Dictionary<typeof sharedDocumentEn> = {
  title: 'Documento compartido',
  opening: 'Abriendo el documento compartido…',
  ready: {
    heading: 'Su documento está listo',
    singleUse: 'Este enlace funciona una sola vez: descargue el documento ahora y guárdelo. Si vuelve a abrir el enlace, no lo mostrará.',
    download: 'Descargar PDF',
    open: 'Abrir PDF',
    fileName: 'documento-compartido.pdf',
  },
  refused: {
    gone: 'Este enlace ya se usó, caducó o fue revocado.',
    unknown: 'Este enlace no es válido.',
    noToken: 'Este enlace no contiene ningún documento.',
    failed: 'No se pudo abrir el documento.',
    askAgain: 'Un enlace compartido se abre una sola vez y caduca 72 horas después de enviarse. Pida a quien compartió el documento que lo envíe de nuevo.',
    openFromEmail: 'Vuelva a abrir el enlace del correo electrónico, tal como se envió.',
    retry: 'Intentar de nuevo',
  },
};
