import type { FastifyBaseLogger } from 'fastify';
import { accountMail, type AccountServiceDeps } from './account-mail';
import { accountsRepository } from './accounts.repository';
import { isUuid } from '../lib/uuid';
import type { SignInGuardEvents } from './sign-in-guard';

// Only messages are logged: a store error may carry its command, whose key can hold an e-mail.
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : 'unknown');

/** What the sign-in guard reports: store outages to the log, a locked account to its owner by e-mail. */
export function signInGuardEvents(deps: AccountServiceDeps, log: FastifyBaseLogger): SignInGuardEvents {
  const accounts = accountsRepository(deps.db);
  const mail = accountMail(deps);
  return {
    storeFailed(error) {
      log.warn({ reason: reasonOf(error) }, 'rate-limit store unavailable; limits are not enforced');
    },
    async accountLocked(account) {
      // The refusal stands whether or not the notice goes out.
      try {
        // Guesses at an e-mail with no account are keyed by that e-mail: there is nobody to tell.
        const owner = isUuid(account) ? await accounts.findById(account) : undefined;
        if (owner?.isActive) await mail.sendSignInLocked(owner);
      } catch (error) {
        log.warn({ reason: reasonOf(error) }, 'sign-in lock notice not sent');
      }
    },
  };
}
