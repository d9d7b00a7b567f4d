import type { Dictionary } from '../../../../../lib/i18n';
import type { infusionsoftEn } from './en';

export const infusionsoftEs: Dictionary<typeof infusionsoftEn> = {
  connection: 'Conexión',
  crm: 'CRM',
  crms: {
    keap: 'Keap (Infusionsoft)',
    local: 'CRM local (sin cuenta de CRM: autoriza a la tienda por sí mismo)',
  },
  clientId: 'Id de cliente',
  authorised: 'Autorizado',
  authorisedAtBy: '{{at}} por {{by}}',
  never: 'Nunca autorizado',
  signIn: 'Iniciar sesión en el CRM',
  signInHint: 'El CRM le devuelve aquí con un código, que se envía al servidor. Iniciar sesión de nuevo reemplaza la autorización.',
  loadingSignIn: 'Cargando el enlace de inicio de sesión…',
  signInFailed: 'No se pudo cargar el enlace de inicio de sesión.',
  stateFailed: 'No se pudo cargar la conexión.',
  sendingCode: 'Enviando el código al servidor…',
  note: 'Nota de los administradores',
  noteLabel: 'Nota sobre la conexión con el CRM',
  noteHint: 'De quién es la cuenta del CRM, a quién preguntar antes de iniciar sesión de nuevo. Hasta {{max}} caracteres.',
  save: 'Guardar la nota',
  saved: 'La nota se ha guardado.',
};
