import type { Database } from '@labstore/db';
import { ACCOUNT_MESSAGES, ADMIN_TRANSACTION_MESSAGES, QUASI_SESSION_LIFETIME_SECONDS, ROLE, TOKEN_ERROR_MESSAGES, type QuasiSession, type QuasiSessionEnded } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { accountStateOf } from '../accounts';
import { recordAdminAction, type AdminActor } from '../audit';
import { AppError } from '../lib/app-error';
import { ordersRepository } from '../orders/orders.repository';
import type { IssuedToken } from '../plugins/auth';
import { sessionsRepository } from '../sessions/sessions.repository';

/** Opens a session of the customer, marked as the administrator's, for at most `lifetimeSeconds`. */
export type IssueQuasiSession = (customerId: string, actingAdminId: string, lifetimeSeconds: number) => Promise<IssuedToken>;

/**
 * spec/03 2 "the admin uses a temporary fake session with a quasi-admin
 * flag, cleared afterwards" and 4 "The fake token is cleared after each
 * action, whether it succeeded or failed": the Transactions tab changes a
 * customer's cart or status-1 order through the customer's own cart calls
 * with such a session. No password is asked (the caller is an administrator
 * already, unlike login-as, which opens a tab of its own); the session lives
 * five minutes at most, so a tab that closes before ending it cannot leave it
 * open. Opening and ending are audited.
 */
export function quasiSessionService(db: Kysely<Database>) {
  const sessions = sessionsRepository(db);

  return {
    async open(customerId: string, actor: AdminActor, issue: IssueQuasiSession): Promise<QuasiSession> {
      const customer = await accountStateOf(db, customerId);
      if (!customer) throw AppError.notFound(ADMIN_TRANSACTION_MESSAGES.noSuchUser);
      if (customer.role_id === ROLE.admin) throw new AppError(403, ACCOUNT_MESSAGES.loginAsAdministrator);
      if (!customer.is_active) throw AppError.badRequest(TOKEN_ERROR_MESSAGES.disabled);
      const issued = await issue(customer.id, actor.userId, QUASI_SESSION_LIFETIME_SECONDS);
      await recordAdminAction(db, actor, { action: 'quasi-session.open', subject: { kind: 'user', id: customer.id }, after: { sessionId: issued.sessionId, expiresIn: issued.expiresIn } });
      const cart = await ordersRepository(db).findOpenCartOf(customer.id);
      return {
        access_token: issued.accessToken,
        token_type: 'bearer',
        expires_in: issued.expiresIn,
        sessionId: issued.sessionId,
        userId: customer.id,
        userName: customer.email,
        orderId: cart?.id ?? null,
      };
    },

    /**
     * Ends a live session this administrator opened for a customer; one that
     * already ended or expired answers `ended: false`, so a `finally` may
     * always call it. Anyone else's session is not found (404).
     */
    async end(sessionId: string, actor: AdminActor): Promise<QuasiSessionEnded> {
      const active = await sessions.findActive(sessionId);
      if (!active) return { sessionId, ended: false };
      if (!active.session.is_quasi_admin || active.session.acting_admin_id !== actor.userId) throw AppError.notFound();
      await sessions.revoke(sessionId);
      await recordAdminAction(db, actor, { action: 'quasi-session.end', subject: { kind: 'user', id: active.session.user_id }, before: { sessionId }, after: { sessionId, ended: true } });
      return { sessionId, ended: true };
    },
  };
}
