import { emailTakenMessage, ROLE, type ChangeUserName, type EmailHistoryItem, type ListResponse, type UserInfo } from '@labstore/domain';
import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { administratorBehind, recordAdminAction } from '../audit';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../plugins/auth';
import { assertAdminOrQuasiAdmin, assertSelfOrAdmin } from './account-access';
import { accountsRepository, type Account } from './accounts.repository';
import { asLanguage } from './token.service';

/** The signed-in account's calls: e-mail change and history, user info, MFA switch (spec/01 7). */
export function accountService(db: Kysely<Database>) {
  const accounts = accountsRepository(db);

  async function existing(userId: string): Promise<Account> {
    const account = await accounts.findById(userId);
    if (!account) throw AppError.notFound();
    return account;
  }

  return {
    /**
     * spec/01 2.5: administrators and quasi-administrators only. A quasi-admin
     * session changes its customer's address; an administrator may name any user.
     */
    async changeUserName(auth: AuthContext, input: ChangeUserName, ip: string): Promise<void> {
      assertAdminOrQuasiAdmin(auth);
      const userId = input.userId || auth.userId;
      assertSelfOrAdmin(auth, userId);
      const account = await existing(userId);
      if (account.email === input.email) return;
      const owner = await accounts.findByEmail(input.email);
      if (owner && owner.id !== account.id) throw AppError.badRequest(emailTakenMessage(input.email));
      // An administrator's change, made in their own session or acting as the customer (login-as).
      const actorEmail = auth.actingAdminId === null ? auth.email : ((await accounts.findById(auth.actingAdminId))?.email ?? '');
      const actor = { userId: auth.actingAdminId ?? auth.userId, email: actorEmail, address: ip };
      await db.transaction().execute(async (trx) => {
        await accountsRepository(trx).changeEmail(account.id, account.email, input.email);
        await recordAdminAction(trx, actor, { action: 'account.change-email', subject: { kind: 'user', id: account.id }, before: { email: account.email }, after: { email: input.email } });
      });
    },

    /** GET /api/account/userInfo, the keep-alive ping (spec/01 4): the auth plugin has touched the session. */
    async userInfo(auth: AuthContext): Promise<UserInfo> {
      const account = await existing(auth.userId);
      return {
        userId: account.id,
        userName: account.email,
        profileId: account.profileId,
        isAdmin: account.roleId === ROLE.admin,
        isQuasiAdmin: auth.isQuasiAdmin,
        languagePreference: asLanguage(account.languagePreference),
        emailConfirmed: account.emailConfirmed,
        isTwoFactor: account.isTwoFactor,
      };
    },

    /** spec/03 4 MFA toggle: an administrator's change of another account is audited. */
    async setTwoFactor(auth: AuthContext, userId: string, isTwoFactor: boolean, ip: string): Promise<{ isTwoFactor: boolean }> {
      assertSelfOrAdmin(auth, userId);
      const account = await existing(userId);
      const actor = administratorBehind(auth, userId, ip);
      await db.transaction().execute(async (trx) => {
        await accountsRepository(trx).setTwoFactor(userId, isTwoFactor);
        if (actor && account.isTwoFactor !== isTwoFactor) {
          await recordAdminAction(trx, actor, { action: 'account.set-mfa', subject: { kind: 'user', id: userId }, before: { isTwoFactor: account.isTwoFactor }, after: { isTwoFactor } });
        }
      });
      return { isTwoFactor };
    },

    async emailHistory(auth: AuthContext, userId: string): Promise<ListResponse<EmailHistoryItem>> {
      assertSelfOrAdmin(auth, userId);
      await existing(userId);
      const rows = await accounts.emailHistory(userId);
      const items = rows.map((row) => ({ changeDate: row.changed_at.toISOString(), oldEmail: row.old_email, newEmail: row.new_email }));
      return { items, count: items.length };
    },
  };
}
