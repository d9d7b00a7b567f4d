// The accounts API's words (spec/01 3, 7, 8 and docs/api-accounts.md), one
// place for what the server says and the web app matches. The shapes of its
// answers are in accounts-api.ts.

import { fillTemplate } from './i18n/message-template';

/** /Token's error_description values, word for word from docs/api-accounts.md. */
export const TOKEN_ERROR_MESSAGES = {
  /** Wrong e-mail or password: the same words whether or not the e-mail exists (spec/01 8). */
  incorrect: 'The user name or password is incorrect.',
  disabled: 'This account has been disabled. Please contact support.',
  unconfirmed: 'Please confirm your email address first. We sent you an activation link when you registered.',
  wrongCode: 'The code is not right. Please check the email we sent you.',
  codeExpired: 'This code has expired. Please log in again to get a new code.',
  /** Ours: a grant_type other than password or code. */
  unsupportedGrant: 'The grant type is not supported.',
} as const;

/** The OAuth error codes /Token answers with (RFC 6749 5.2, plus too_many_requests). */
export const TOKEN_ERROR_CODES = {
  invalidGrant: 'invalid_grant',
  invalidRequest: 'invalid_request',
  unsupportedGrant: 'unsupported_grant_type',
  tooManyRequests: 'too_many_requests',
  serverError: 'server_error',
} as const;

/** 429 on /Token, the code step, register, pasword/reset, checkEmail and share. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

// docs/api-accounts.md words the first; the others are ours (docs/decisions.md).
export const ACCOUNT_MESSAGES = {
  confirmationInvalid: 'This confirmation link is invalid or has expired.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  currentPasswordWrong: 'Your current password is not right.',
  loginAsPasswordWrong: 'That is not your password. Please enter your own administrator password.',
  loginAsAdministrator: 'An administrator account cannot be opened with login-as.',
  loginAsCodeInvalid: 'This login-as link is invalid or has expired. Please start login-as again.',
  unsubscribeLinkInvalid: 'This unsubscribe link is invalid.',
  /** The change-email form's check of its confirm field (spec/01 5 shows none). */
  changeEmailMismatch: 'The emails do not match. Please check them and try again.',
  emailTaken: 'The email {email} is already taken.',
  noLongerExists: '{email} no longer exist.',
} as const;

/** docs/api-accounts.md: the duplicate e-mail names the address, so the web app can tell (spec/01 8). */
export function emailTakenMessage(email: string): string {
  return fillTemplate(ACCOUNT_MESSAGES.emailTaken, { email });
}

/** spec/01 8 (administration): the customer of a login-as or change is gone. */
export function noLongerExistsMessage(email: string): string {
  return fillTemplate(ACCOUNT_MESSAGES.noLongerExists, { email });
}
