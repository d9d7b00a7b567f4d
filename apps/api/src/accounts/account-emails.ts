import { LANGUAGE, SUPPORT_CONTACT } from '@labstore/domain';
import { renderEmail, type EmailContent } from '../mail/templates';
import { CODE_LIFETIME_MS } from './security-codes';

// The account e-mails, in the user's language (spec/01 3: 0 English, 1 Spanish).

export interface Recipient {
  firstName: string | null;
  languagePreference: number;
}

const isSpanish = (recipient: Recipient) => recipient.languagePreference === LANGUAGE.Spanish;

function greeting(recipient: Recipient): string {
  if (isSpanish(recipient)) return recipient.firstName ? `Hola ${recipient.firstName}:` : 'Hola:';
  return recipient.firstName ? `Hello ${recipient.firstName},` : 'Hello,';
}

const closing = (recipient: Recipient) =>
  isSpanish(recipient) ? `Saludos,\nEl equipo de labstore (${SUPPORT_CONTACT.email})` : `Best regards,\nThe labstore team (${SUPPORT_CONTACT.email})`;

// The wording follows the lifetimes the codes really have.
const MFA_MINUTES = CODE_LIFETIME_MS.mfa / 60_000;
const CONFIRM_DAYS = CODE_LIFETIME_MS.confirm_email / 86_400_000;
const RESET_HOURS = CODE_LIFETIME_MS.reset_password / 3_600_000;

/** Registration and sendConfirmation: the link to /confirm/{userId}/{securityCode} (spec/01 2.1). */
export function confirmationEmail(recipient: Recipient, link: string): EmailContent {
  const spanish = isSpanish(recipient);
  return renderEmail({
    subject: spanish ? 'Active su cuenta de labstore' : 'Activate your labstore account',
    greeting: greeting(recipient),
    paragraphs: spanish
      ? ['Gracias por registrarse. Para activar su cuenta, confirme su correo electrónico con el enlace de abajo.', `El enlace vence en ${CONFIRM_DAYS} días. Si usted no creó esta cuenta, ignore este mensaje.`]
      : ['Thank you for registering. To activate your account, please confirm your email address with the link below.', `The link expires in ${CONFIRM_DAYS} days. If you did not create this account, you can ignore this message.`],
    action: { label: spanish ? 'Confirmar mi correo electrónico' : 'Confirm my email address', url: link },
    closing: closing(recipient),
  });
}

/** Forgot password: the link to /ResetPassword?userId=…&SecurityCode=… (spec/01 2.5). */
export function resetPasswordEmail(recipient: Recipient, link: string): EmailContent {
  const spanish = isSpanish(recipient);
  return renderEmail({
    subject: spanish ? 'Restablezca su contraseña de labstore' : 'Reset your labstore password',
    greeting: greeting(recipient),
    paragraphs: spanish
      ? ['Recibimos una solicitud para restablecer su contraseña. Use el enlace de abajo para elegir una nueva.', `El enlace vence en ${RESET_HOURS === 1 ? '1 hora' : `${RESET_HOURS} horas`} y solo puede usarse una vez. Si usted no lo solicitó, ignore este mensaje: su contraseña no cambiará.`]
      : ['We received a request to reset your password. Use the link below to choose a new one.', `The link expires in ${RESET_HOURS === 1 ? '1 hour' : `${RESET_HOURS} hours`} and works once. If you did not ask for it, you can ignore this message: your password stays the same.`],
    action: { label: spanish ? 'Restablecer mi contraseña' : 'Reset my password', url: link },
    closing: closing(recipient),
  });
}

/** The sign-in code of the MFA step (spec/01 2.3 'Code from Email'). */
export function mfaCodeEmail(recipient: Recipient, code: string): EmailContent {
  const spanish = isSpanish(recipient);
  return renderEmail({
    subject: spanish ? `Su código de acceso de labstore: ${code}` : `Your labstore sign-in code: ${code}`,
    greeting: greeting(recipient),
    paragraphs: spanish
      ? [`Escriba este código en el campo 'Code from Email' para iniciar sesión. Vence en ${MFA_MINUTES} minutos y solo puede usarse una vez.`, 'Si usted no intentó iniciar sesión, cambie su contraseña.']
      : [`Enter this code in the 'Code from Email' field to sign in. It expires in ${MFA_MINUTES} minutes and works once.`, 'If you did not try to sign in, please change your password.'],
    code,
    closing: closing(recipient),
  });
}

/**
 * Failed sign-ins reached the hourly cap, so sign-in is refused for everyone
 * for up to an hour (docs/decisions.md Sign-in throttling); a new password
 * through the link ends that at once.
 */
export function signInLockedEmail(recipient: Recipient, link: string): EmailContent {
  const spanish = isSpanish(recipient);
  return renderEmail({
    subject: spanish ? 'Alguien intenta entrar en su cuenta de labstore' : 'Someone is trying to sign in to your labstore account',
    greeting: greeting(recipient),
    paragraphs: spanish
      ? [
          'Hubo muchos intentos fallidos de iniciar sesión en su cuenta en la última hora, así que la pausamos: durante hasta una hora nadie puede iniciar sesión con su contraseña actual, tampoco usted.',
          `Para entrar ahora, elija una nueva contraseña con el enlace de abajo. El enlace vence en ${RESET_HOURS === 1 ? '1 hora' : `${RESET_HOURS} horas`} y solo puede usarse una vez. Si los intentos fueron suyos, también puede esperar una hora.`,
        ]
      : [
          'There were many failed attempts to sign in to your account in the last hour, so we paused it: for up to an hour nobody can sign in with your current password, you included.',
          `To sign in now, choose a new password with the link below. The link expires in ${RESET_HOURS === 1 ? '1 hour' : `${RESET_HOURS} hours`} and works once. If the attempts were yours, you can also wait an hour.`,
        ],
    action: { label: spanish ? 'Elegir una nueva contraseña' : 'Choose a new password', url: link },
    closing: closing(recipient),
  });
}
