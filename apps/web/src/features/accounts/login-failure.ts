import { TOKEN_ERROR_MESSAGES } from '@labstore/domain';

// spec/01 8 Login failure: the e-mail is checked first (the server says the
// same words whether or not it has an account, docs/api-accounts.md).
export type LoginFailure =
  /** 'That password is not right. We can help you ' and a 'reset your password.' link. */
  | { kind: 'wrongPassword' }
  /** The server's own words (expired password, unconfirmed e-mail, disabled account...), line breaks removed; no reset link. */
  | { kind: 'message'; message: string }
  /** 'We could not find an account with that email address. Please try again.' */
  | { kind: 'noAccount' };

/**
 * Only an invalid_grant answer (400) to the password grant is worth checking
 * the e-mail for; a refused code, a rate limit or an unreachable server is
 * shown as it is.
 */
export function needsEmailCheck(status: number, step: 'password' | 'code'): boolean {
  return step === 'password' && status === 400;
}

/** emailExists undefined: the check itself failed, so the server's message is all there is to say. */
export function loginFailure(serverMessage: string, emailExists: boolean | undefined): LoginFailure {
  if (emailExists === false) return { kind: 'noAccount' };
  if (emailExists === true && serverMessage.includes(TOKEN_ERROR_MESSAGES.incorrect)) return { kind: 'wrongPassword' };
  return { kind: 'message', message: withoutLineBreaks(serverMessage) };
}

export function withoutLineBreaks(text: string): string {
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}
