import i18next from 'i18next';
import { ACCOUNT_MESSAGES, tokenResponseSchema, type TokenResponse } from '@labstore/domain';
import { ApiError } from '../../lib/api-error';
import { sendWrite } from '../../lib/mutations/send-write';
import { messageCatalogue, translateMessage } from '../../lib/messages/message-text';
import { notify } from '../../lib/notifications';
import { signIn } from '../../lib/session/current-session';

// Issue 14: the login-as landing's exchange (POST
// /api/account/loginAs/exchange, docs/api-accounts.md). The session and its
// role flags are the server's answer, as for a sign-in.

export const exchangeLoginAsCode = (code: string): Promise<TokenResponse> =>
  sendWrite('/api/account/loginAs/exchange', { method: 'POST', body: { code }, schema: tokenResponseSchema, silent: true });

const inSiteLanguage = (message: string): string => translateMessage(message, messageCatalogue(i18next.language)) ?? message;

/**
 * Stores the customer's session for this tab only (never remembered, so the
 * administrator's own remembered session is left alone). Without a code, or
 * when the server refuses it, nobody is signed in and the error bar says why.
 */
export async function openLoginAsSession(code: string | null): Promise<void> {
  if (code === null) {
    notify({ type: 'error', message: inSiteLanguage(ACCOUNT_MESSAGES.loginAsCodeInvalid) });
    return;
  }
  try {
    signIn(await exchangeLoginAsCode(code), false);
  } catch (error) {
    notify({ type: 'error', message: inSiteLanguage(error instanceof ApiError ? error.message : ACCOUNT_MESSAGES.loginAsCodeInvalid) });
  }
}
