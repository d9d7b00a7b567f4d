import type { Database } from '@labstore/db';
import { ADMIN_AUDIT_PAGE_SIZE, adminDayRange, type AdminAuditAction, type AdminAuditList, type AdminAuditQuery, type AdminAuditState, type AdminAuditSubjectKind } from '@labstore/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { containingPattern } from '../lib/like-pattern';
import { isUuid } from '../lib/uuid';
import { currentAuth, type AuthContext } from '../plugins/auth';
import { adminAuditRepository } from './admin-audit.repository';

/** Who acted and from where: read once from the request, so every call site is one line. */
export interface AdminActor {
  userId: string;
  email: string;
  address: string;
}

/** The signed-in administrator of the request and the client's address (behind the proxies the app trusts). */
export function adminActorOf(request: FastifyRequest): AdminActor {
  const auth = currentAuth(request);
  return { userId: auth.userId, email: auth.email, address: request.ip };
}

/**
 * Issue 19 "Audit": the administrator behind a change of `ownerId`'s records:
 * the one who opened the login-as session, or an administrator changing
 * another account. Null for users' own changes, which are no administrative
 * change.
 */
export function administratorBehind(auth: AuthContext, ownerId: string, address: string): AdminActor | null {
  if (auth.actingAdminId !== null) return { userId: auth.actingAdminId, email: auth.actingAdminEmail ?? '', address };
  return auth.isAdmin && auth.userId !== ownerId ? { userId: auth.userId, email: auth.email, address } : null;
}

/**
 * Issue 19 "Audit": the administrator behind a request on any customer's
 * record: the signed-in administrator, or the one who opened this
 * quasi-admin session (login-as, or the Transactions tab's temporary one).
 * Undefined for a customer acting for themself.
 */
export function administratorOf(request: FastifyRequest): AdminActor | undefined {
  const auth = currentAuth(request);
  if (auth.actingAdminId !== null) return { userId: auth.actingAdminId, email: auth.actingAdminEmail ?? '', address: request.ip };
  return auth.isAdmin ? adminActorOf(request) : undefined;
}

export interface AdminChange {
  action: AdminAuditAction;
  subject: { kind: AdminAuditSubjectKind; id: string };
  /** The record's fields as they were, and as the change left them: never a password, token or card digits. */
  before?: AdminAuditState;
  after?: AdminAuditState;
}

/**
 * Issue 19 "Audit": one row for one administrative change or login-as. Pass
 * the change's transaction as `db` where it has one, so the row and the
 * change are kept or lost together.
 */
export function recordAdminAction(db: Kysely<Database>, actor: AdminActor, change: AdminChange): Promise<void> {
  return adminAuditRepository(db).insert({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: change.action,
    subjectKind: change.subject.kind,
    subjectId: change.subject.id,
    before: change.before ?? null,
    after: change.after ?? null,
    clientAddress: actor.address,
  });
}

/** GET /api/audit: the trail, newest first, 10 a page; dateEnd counts up to 23:59 of its day. */
export async function listAdminActions(db: Kysely<Database>, query: AdminAuditQuery): Promise<AdminAuditList> {
  const actor = query.actor;
  const { rows, count } = await adminAuditRepository(db).list({
    actorUserId: actor !== undefined && isUuid(actor) ? actor : undefined,
    actorEmailPattern: actor !== undefined && !isUuid(actor) ? containingPattern(actor) : undefined,
    action: query.action,
    subjectId: query.subjectId,
    ...adminDayRange(query),
    skip: query.$skip ?? 0,
    top: query.$top ?? ADMIN_AUDIT_PAGE_SIZE,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorUserId: row.actor_user_id,
      actorEmail: row.actor_email,
      action: row.action,
      subjectKind: row.subject_kind,
      subjectId: row.subject_id,
      before: asState(row.before),
      after: asState(row.after),
      clientAddress: row.client_address,
    })),
    count,
  };
}

function asState(value: unknown): AdminAuditState {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
