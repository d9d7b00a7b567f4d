import type { AdminActor } from '../audit';
import type { AuthContext } from '../plugins/auth';
import type { AccountsRepository } from './accounts.repository';

/**
 * Issue 19 "Audit": who made a change of `userId`'s account as an
 * administrator: the administrator behind a login-as session, or an
 * administrator changing another account. Null when users change their own
 * account, which is no administrative change.
 */
export async function administratorBehind(accounts: AccountsRepository, auth: AuthContext, userId: string, address: string): Promise<AdminActor | null> {
  if (auth.actingAdminId !== null) {
    const admin = await accounts.findById(auth.actingAdminId);
    return { userId: auth.actingAdminId, email: admin?.email ?? '', address };
  }
  return auth.isAdmin && auth.userId !== userId ? { userId: auth.userId, email: auth.email, address } : null;
}
