import { fillTemplate, messagesIn, siteLanguageOfPreference, SUPPORT_CONTACT } from '@labstore/domain';
import { renderEmail, type EmailContent } from '../mail/templates';
import { CODE_LIFETIME_MS } from './security-codes';

// The account e-mails, in the user's language (spec/01 3: 0 English, 1
// Spanish), worded by the domain's catalogue (EMAIL_MESSAGES): a job or a
// request sending on behalf of an account writes in the account's language,
// whatever the language of the request that caused it.

export interface Recipient {
  firstName: string | null;
  languagePreference: number;
}

const wordsFor = (recipient: Recipient) => messagesIn(siteLanguageOfPreference(recipient.languagePreference)).emails;

function greeting(recipient: Recipient): string {
  const words = wordsFor(recipient);
  return recipient.firstName ? fillTemplate(words.greetingNamed, { name: recipient.firstName }) : words.greeting;
}

const closing = (recipient: Recipient) => fillTemplate(wordsFor(recipient).closing, { email: SUPPORT_CONTACT.email });

// The wording follows the lifetimes the codes really have.
const MFA_MINUTES = CODE_LIFETIME_MS.mfa / 60_000;
const CONFIRM_DAYS = CODE_LIFETIME_MS.confirm_email / 86_400_000;
const RESET_HOURS = CODE_LIFETIME_MS.reset_password / 3_600_000;

function resetLifetime(recipient: Recipient): string {
  const words = wordsFor(recipient);
  return RESET_HOURS === 1 ? words.oneHour : fillTemplate(words.hours, { count: String(RESET_HOURS) });
}

/** Registration and sendConfirmation: the link to /confirm/{userId}/{securityCode} (spec/01 2.1). */
export function confirmationEmail(recipient: Recipient, link: string): EmailContent {
  const words = wordsFor(recipient);
  return renderEmail({
    subject: words.confirmationSubject,
    greeting: greeting(recipient),
    paragraphs: [words.confirmationIntro, fillTemplate(words.confirmationLifetime, { days: String(CONFIRM_DAYS) })],
    action: { label: words.confirmationAction, url: link },
    closing: closing(recipient),
  });
}

/** Forgot password: the link to /ResetPassword?userId=…&SecurityCode=… (spec/01 2.5). */
export function resetPasswordEmail(recipient: Recipient, link: string): EmailContent {
  const words = wordsFor(recipient);
  return renderEmail({
    subject: words.resetSubject,
    greeting: greeting(recipient),
    paragraphs: [words.resetIntro, fillTemplate(words.resetLifetime, { lifetime: resetLifetime(recipient) })],
    action: { label: words.resetAction, url: link },
    closing: closing(recipient),
  });
}

/** The sign-in code of the MFA step (spec/01 2.3 'Code from Email'). */
export function mfaCodeEmail(recipient: Recipient, code: string): EmailContent {
  const words = wordsFor(recipient);
  return renderEmail({
    subject: fillTemplate(words.mfaSubject, { code }),
    greeting: greeting(recipient),
    paragraphs: [fillTemplate(words.mfaInstruction, { minutes: String(MFA_MINUTES) }), words.mfaWarning],
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
  const words = wordsFor(recipient);
  return renderEmail({
    subject: words.signInLockedSubject,
    greeting: greeting(recipient),
    paragraphs: [words.signInLockedWhat, fillTemplate(words.signInLockedWayOut, { lifetime: resetLifetime(recipient) })],
    action: { label: words.signInLockedAction, url: link },
    closing: closing(recipient),
  });
}
