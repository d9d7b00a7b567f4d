import { ACCOUNT_MESSAGES, CHANGE_PASSWORD_MESSAGES, type ChangePassword, type ResetPassword } from '@labstore/domain';
import { AppError } from '../lib/app-error';
import { FORBIDDEN_MESSAGE, type AuthContext } from '../plugins/auth';
import { sessionsRepository } from '../sessions/sessions.repository';
import { accountMail, type AccountServiceDeps } from './account-mail';
import { assertSelfOrAdmin } from './account-access';
import { accountsRepository } from './accounts.repository';
import { matchesAnyOf, passwordMatches } from './password-checks';
import { hashPassword } from './password-hasher';
import { isUuid } from '../lib/uuid';
import { securityCodes } from './security-codes';
import { isRight, type SignInGuard } from './sign-in-guard';

const reused = () => AppError.badRequest(CHANGE_PASSWORD_MESSAGES.reused);

/**
 * Forgot password, reset, change and the reuse check (spec/01 4, 5, 7, 8).
 * A wrong current password, or a reuse check answering false, is a failed
 * guess of that account's password from `client` (the caller's address),
 * counted by the sign-in guard like a failed sign-in.
 */
export function passwordsService(deps: AccountServiceDeps, guard: SignInGuard) {
  const accounts = accountsRepository(deps.db);
  const sessions = sessionsRepository(deps.db);
  const codes = securityCodes(deps.db);
  const mail = accountMail(deps);

  const usedBefore = async (userId: string, password: string) => matchesAnyOf(await accounts.passwordHashes(userId), password);

  async function storePassword(userId: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await deps.db.transaction().execute((trx) => accountsRepository(trx).setPassword(userId, passwordHash));
  }

  return {
    /** Always succeeds: whether the address has an account is not told (docs/api-accounts.md). */
    async requestReset(email: string): Promise<void> {
      const account = await accounts.findByEmail(email);
      if (account?.isActive) await mail.sendPasswordReset(account);
    },

    /**
     * The link's code is checked first and used up only once the new password
     * is accepted, so a refused (reused) password can be replaced and retried.
     * The reset proves the mailbox, so it also confirms the e-mail address.
     */
    async confirmReset(input: ResetPassword): Promise<void> {
      const codeId = await codes.findLink(input.userId, 'reset_password', input.securityCode);
      if (!codeId) throw AppError.badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
      if (await usedBefore(input.userId, input.password)) throw reused();
      if (!(await codes.consume(codeId))) throw AppError.badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
      await storePassword(input.userId, input.password);
      await accounts.markEmailConfirmed(input.userId);
      await sessions.revokeAllOf(input.userId);
      await guard.forgive(input.userId);
    },

    /** Keeps the session that changed it and ends the others. */
    async changePassword(auth: AuthContext, input: ChangePassword, client: string): Promise<void> {
      const account = await accounts.findById(auth.userId);
      if (!account || !(await guard.guess(account.id, client, () => passwordMatches(account.passwordHash, input.oldPassword), isRight))) {
        throw AppError.badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, { oldPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] });
      }
      if (await usedBefore(account.id, input.newPassword)) throw reused();
      await storePassword(account.id, input.newPassword);
      await sessions.revokeAllOf(account.id, auth.sessionId);
      await guard.forgive(account.id);
    },

    /**
     * Issue 18: whether `password` is the signed-in account's password now.
     * The web app asks before it derives the on-device vault's key from a
     * password no sign-in has just accepted. A wrong one is a failed guess
     * like one at /Token, under the same limits, so this is no faster way to
     * guess. An administrator acting as the customer may not ask: no vault is
     * kept in a login-as session (docs/decisions.md "Kept on the device").
     */
    async verifyPassword(auth: AuthContext, password: string, client: string): Promise<boolean> {
      if (auth.isQuasiAdmin) throw new AppError(403, FORBIDDEN_MESSAGE);
      const account = await accounts.findById(auth.userId);
      return guard.guess(auth.userId, client, () => passwordMatches(account?.passwordHash, password), isRight);
    },

    /** spec/01 5: true when the password was used before. Only for the user itself or an administrator. */
    async checkPassword(auth: AuthContext, userId: string, password: string, client: string): Promise<boolean> {
      assertSelfOrAdmin(auth, userId);
      if (!isUuid(userId)) return false;
      return guard.guess(userId.toLowerCase(), client, () => usedBefore(userId, password), isRight);
    },
  };
}
