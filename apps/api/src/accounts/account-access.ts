import { AppError } from '../lib/app-error';
import { FORBIDDEN_MESSAGE, type AuthContext } from '../plugins/auth';
import { isUuid } from '../lib/uuid';

/**
 * DESIGN.md API: every id in a request is checked against the caller. A
 * customer reaches only their own account (403 otherwise); an administrator
 * reaches any, and an id that names nobody is 404.
 */
export function assertSelfOrAdmin(auth: AuthContext, userId: string): void {
  if (auth.userId === userId) return;
  if (!auth.isAdmin) throw new AppError(403, FORBIDDEN_MESSAGE);
  if (!isUuid(userId)) throw AppError.notFound();
}

/** spec/01 2.5, 6: changing an e-mail is for administrators and quasi-administrators. */
export function assertAdminOrQuasiAdmin(auth: AuthContext): void {
  if (!auth.isAdmin && !auth.isQuasiAdmin) throw new AppError(403, FORBIDDEN_MESSAGE);
}
