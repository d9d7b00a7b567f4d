import type { Dictionary } from '../../../lib/i18n';
import type { keptDocumentsEn } from './en';

export const keptDocumentsEs: Dictionary<typeof keptDocumentsEn> = {
  keep: {
    action: 'Guardar en este teléfono',
    keeping: 'Guardando en este teléfono…',
    kept: 'Guardado en este teléfono',
    remove: 'Quitar',
    removeLabel: 'Quitar de este teléfono',
    keptNow: 'Guardado en este teléfono. También se abre sin señal, con su contraseña.',
    removedNow: 'Quitado de este teléfono.',
    offline: 'No tiene conexión. Conéctese a internet para guardarlo en su teléfono.',
    failed: 'No se pudo guardar en su teléfono. Inténtelo de nuevo.',
    removeFailed: 'No se pudo quitar de su teléfono. Inténtelo de nuevo.',
    askPassword: 'Escriba su contraseña para guardar documentos en este teléfono: se cifran con ella.',
  },
  unlock: {
    form: 'Abrir los documentos guardados en este teléfono',
    intro: 'Los documentos guardados en este teléfono están bloqueados. Escriba su contraseña para abrirlos; también funciona sin conexión.',
    password: 'Contraseña',
    submit: 'Abrir',
    wrongPassword: 'Esa contraseña no es correcta.',
    tooManyTries: 'Demasiados intentos fallidos.',
    wait_one: 'Puede intentarlo de nuevo en {{count}} segundo.',
    wait_other: 'Puede intentarlo de nuevo en {{count}} segundos.',
    tryNow: 'Ya puede intentarlo de nuevo.',
    nothingKept: 'No hay documentos guardados en este teléfono.',
    evicted: 'Su navegador quitó los documentos guardados en este teléfono para liberar espacio.',
    needsNetwork: 'Conéctese a internet una vez, para comprobar su contraseña antes de guardar documentos en este teléfono.',
    failed: 'No se pudieron abrir los documentos. Inténtelo de nuevo.',
  },
  notices: {
    keepAgain:
      'Los documentos guardados en este teléfono estaban cifrados con una contraseña anterior y ya no se podían abrir, así que se quitaron. Guárdelos de nuevo en este teléfono.',
    keptAgain:
      'Los documentos guardados en este teléfono estaban cifrados con una contraseña anterior y ya no se podían abrir, así que se quitaron. Sus pases de visita al laboratorio se están guardando de nuevo.',
    evicted: 'Su navegador quitó los documentos guardados en este teléfono para liberar espacio. Guárdelos de nuevo en este teléfono.',
    rekeyFailed:
      'Su contraseña se cambió, pero los documentos guardados en este teléfono no se pudieron pasar a la nueva. Se abren con su contraseña anterior hasta que vuelva a iniciar sesión; después, guárdelos de nuevo en este teléfono.',
  },
};
