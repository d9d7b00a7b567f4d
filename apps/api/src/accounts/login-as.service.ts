import { ACCOUNT_MESSAGES, noLongerExistsMessage, ROLE, TOKEN_ERROR_MESSAGES, type LoginAsRequest, type TokenResponse } from '@labstore/domain';
import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { AppError } from '../lib/app-error';
import { FORBIDDEN_MESSAGE, type AuthContext } from '../plugins/auth';
import { accountsRepository } from './accounts.repository';
import { passwordMatches } from './password-checks';
import { buildTokenResponse, type IssueSession } from './token.service';

/**
 * spec/01 4, spec/03 4 login-as: an administrator re-enters their OWN
 * password and gets a quasi-admin session of the customer; the audit log
 * names both accounts.
 */
export function loginAsService(db: Kysely<Database>) {
  const accounts = accountsRepository(db);

  return {
    async loginAs(auth: AuthContext, input: LoginAsRequest, issue: IssueSession, ip: string): Promise<TokenResponse> {
      const admin = await accounts.findById(auth.userId);
      if (!admin || admin.roleId !== ROLE.admin) throw new AppError(403, FORBIDDEN_MESSAGE);
      // adminName is the client's idea of who is signed in; the session decides, and they must agree.
      if (input.adminName && input.adminName.trim().toLowerCase() !== admin.email.toLowerCase()) throw new AppError(403, FORBIDDEN_MESSAGE);
      if (!(await passwordMatches(admin.passwordHash, input.password))) {
        throw AppError.badRequest(ACCOUNT_MESSAGES.loginAsPasswordWrong, { password: [ACCOUNT_MESSAGES.loginAsPasswordWrong] });
      }
      const customer = await accounts.findByEmail(input.userName);
      if (!customer) throw AppError.notFound(noLongerExistsMessage(input.userName));
      if (customer.roleId === ROLE.admin) throw new AppError(403, ACCOUNT_MESSAGES.loginAsAdministrator);
      if (!customer.isActive) throw AppError.badRequest(TOKEN_ERROR_MESSAGES.disabled);

      const issued = await issue(customer.id, { rememberMe: input.rememberMe, actingAdminId: admin.id });
      await accounts.addAudit({
        action: 'login_as',
        actorUserId: admin.id,
        subjectUserId: customer.id,
        entity: 'session',
        entityId: issued.sessionId,
        details: { adminEmail: admin.email, customerEmail: customer.email, rememberMe: input.rememberMe },
        ip,
      });
      return buildTokenResponse(accounts, customer, issued, { isQuasiAdmin: true });
    },
  };
}
