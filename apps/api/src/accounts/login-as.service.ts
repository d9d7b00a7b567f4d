import { ACCOUNT_MESSAGES, noLongerExistsMessage, ROLE, TOKEN_ERROR_MESSAGES, type LoginAsCode, type LoginAsRequest, type TokenResponse } from '@labstore/domain';
import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { recordAdminAction, type AdminActor } from '../audit';
import { AppError } from '../lib/app-error';
import { hashLinkCode, newLinkCode } from '../lib/link-codes';
import { ordersRepository } from '../orders/orders.repository';
import { FORBIDDEN_MESSAGE, type AuthContext } from '../plugins/auth';
import { sessionsRepository } from '../sessions/sessions.repository';
import { accountsRepository } from './accounts.repository';
import { loginAsCodesRepository } from './login-as-codes.repository';
import { passwordMatches } from './password-checks';
import { buildTokenResponse, type IssueSession } from './token.service';

/** Issue 14: a login-as code is good for a minute, long enough for the new tab to load. */
export const LOGIN_AS_CODE_LIFETIME_SECONDS = 60;


const invalidCode = () => AppError.badRequest(ACCOUNT_MESSAGES.loginAsCodeInvalid);

/**
 * spec/01 4, spec/03 4 login-as: an administrator re-enters their OWN
 * password and the customer's quasi-admin session opens in a new tab; the
 * audit log names both accounts. Issue 14: no token travels in the tab's
 * address. The administrator's call answers a single-use code, good for a
 * minute; the new tab exchanges it for the session, which opens only then
 * (docs/security.md, "Login-as: no token in a URL").
 */
export function loginAsService(db: Kysely<Database>) {
  const accounts = accountsRepository(db);
  const codes = loginAsCodesRepository(db);
  const sessions = sessionsRepository(db);

  return {
    async start(auth: AuthContext, input: LoginAsRequest, actor: AdminActor): Promise<LoginAsCode> {
      const admin = await accounts.findById(auth.userId);
      if (!admin || admin.roleId !== ROLE.admin) throw new AppError(403, FORBIDDEN_MESSAGE);
      // adminName is the client's idea of who is signed in; the session decides, and they must agree.
      if (input.adminName && input.adminName.trim().toLowerCase() !== admin.email.toLowerCase()) throw new AppError(403, FORBIDDEN_MESSAGE);
      const customer = await accounts.findByEmail(input.userName);
      if (!(await passwordMatches(admin.passwordHash, input.password))) {
        // Issue 19: a refused attempt opens nothing, but a signed-in administrator's
        // session guessing its own password is what an audit is for (the rate limit bounds the rows).
        const subject = customer ? { kind: 'user' as const, id: customer.id } : { kind: 'user-name' as const, id: input.userName };
        await recordAdminAction(db, actor, { action: 'login-as.refused', subject, after: { userName: input.userName } });
        throw AppError.badRequest(ACCOUNT_MESSAGES.loginAsPasswordWrong, { password: [ACCOUNT_MESSAGES.loginAsPasswordWrong] });
      }
      if (!customer) throw AppError.notFound(noLongerExistsMessage(input.userName));
      if (customer.roleId === ROLE.admin) throw new AppError(403, ACCOUNT_MESSAGES.loginAsAdministrator);
      if (!customer.isActive) throw AppError.badRequest(TOKEN_ERROR_MESSAGES.disabled);

      await codes.deleteExpired();
      const code = newLinkCode();
      const codeId = await codes.insert({
        codeHash: hashLinkCode(code),
        customerId: customer.id,
        actingAdminId: admin.id,
        adminSessionId: auth.sessionId,
        rememberMe: input.rememberMe,
        expiresAt: new Date(Date.now() + LOGIN_AS_CODE_LIFETIME_SECONDS * 1000),
      });
      await recordAdminAction(db, actor, { action: 'login-as', subject: { kind: 'user', id: customer.id }, after: { customerEmail: customer.email, rememberMe: input.rememberMe, codeId } });
      return { code, expires_in: LOGIN_AS_CODE_LIFETIME_SECONDS };
    },

    /**
     * The new tab's exchange: the code is used up whatever follows, and opens
     * the session only while the administrator's own session that asked for
     * it is live and both accounts still are what they were.
     */
    async exchange(code: string, issue: IssueSession, ip: string): Promise<TokenResponse> {
      const consumed = await codes.consume(hashLinkCode(code));
      if (!consumed) throw invalidCode();
      const adminSession = await sessions.findActive(consumed.adminSessionId);
      if (!adminSession || !adminSession.isActive || adminSession.roleId !== ROLE.admin || adminSession.session.user_id !== consumed.actingAdminId) throw invalidCode();
      const customer = await accounts.findById(consumed.customerId);
      if (!customer || customer.roleId === ROLE.admin) throw invalidCode();
      if (!customer.isActive) throw AppError.badRequest(TOKEN_ERROR_MESSAGES.disabled);

      const issued = await issue(customer.id, { rememberMe: consumed.rememberMe, actingAdminId: consumed.actingAdminId });
      await codes.recordSession(consumed.id, issued.sessionId);
      // The administrator's tab opened the customer's session: theirs is the act, from the tab's address.
      const adminEmail = (await accounts.findById(consumed.actingAdminId))?.email ?? '';
      await recordAdminAction(
        db,
        { userId: consumed.actingAdminId, email: adminEmail, address: ip },
        { action: 'login-as.session', subject: { kind: 'user', id: customer.id }, after: { codeId: consumed.id, sessionId: issued.sessionId } },
      );
      // The role flags are the server's: a customer's account, opened by an administrator.
      return buildTokenResponse(ordersRepository(db), customer, issued, { isQuasiAdmin: true });
    },
  };
}
