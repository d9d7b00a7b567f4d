import type { Database } from '@labstore/db';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { accountStateOf } from '../accounts';
import type { AdminActor } from '../audit';

/**
 * Issue 19 "every administrative change writes an audit row": a cart change
 * made in a quasi-admin session (login-as, or the Transactions tab's
 * temporary session, spec/03 2) is the administrator's, named with their
 * e-mail and the client's address. A customer's own change is not audited.
 */
export async function quasiAdminActorOf(db: Kysely<Database>, request: FastifyRequest): Promise<AdminActor | undefined> {
  const auth = request.auth;
  if (!auth?.isQuasiAdmin || !auth.actingAdminId) return undefined;
  const admin = await accountStateOf(db, auth.actingAdminId);
  return { userId: auth.actingAdminId, email: admin?.email ?? '', address: request.ip };
}
