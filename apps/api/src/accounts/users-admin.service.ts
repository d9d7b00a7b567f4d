import type { Database } from '@labstore/db';
import {
  activeChangedMessage,
  ADMIN_USER_MESSAGES,
  adminUserName,
  nonTransactionalChangedMessage,
  ROLE,
  roleChangedMessage,
  type AdminUser,
  type AdminUserChange,
  type AdminUserList,
  type AdminUserSearch,
  type AdminUsersQuery,
  type RoleAssign,
  type RoleList,
} from '@labstore/domain';
import type { Kysely } from 'kysely';
import { recordAdminAction, type AdminActor } from '../audit';
import { AppError } from '../lib/app-error';
import { containingPattern } from '../lib/like-pattern';
import { sessionsRepository } from '../sessions/sessions.repository';
import { usersAdminRepository } from './users-admin.repository';

/** A user changed in `trx`: locked first, so two administrators' changes of one user follow each other. */
async function lockedUser(trx: Kysely<Database>, userId: string): Promise<AdminUser> {
  const users = usersAdminRepository(trx);
  const found = (await users.lockUser(userId)) ? await users.findUser(userId) : undefined;
  if (!found) throw AppError.notFound();
  return found;
}

/** The user as `trx` now reads them, after a change. */
async function reread(trx: Kysely<Database>, userId: string): Promise<AdminUser> {
  const user = await usersAdminRepository(trx).findUser(userId);
  if (!user) throw AppError.notFound();
  return user;
}

/**
 * Issue 19, spec/03 2 Users tab, 4 User toggles, 6: the administrators' list,
 * search and changes of accounts. Every change that changes something writes
 * its audit row in its transaction; one that finds the user as asked changes
 * nothing and writes none.
 */
export function usersAdminService(db: Kysely<Database>) {
  const users = usersAdminRepository(db);

  async function pageOf(query: AdminUsersQuery, pattern?: string): Promise<AdminUserList> {
    const { users: items, count } = await users.page({ skip: query.$skip, top: query.$top, orderBy: query.$orderby, pattern });
    return { items, count };
  }

  return {
    list: (query: AdminUsersQuery) => pageOf(query),

    /** spec/03 2, 5: a name or an e-mail, any case; '%' and '_' are matched as themselves. */
    search: (body: AdminUserSearch) => pageOf(body, containingPattern(body.search)),

    async roles(): Promise<RoleList> {
      const items = await users.roles();
      return { items, count: items.length };
    },

    /**
     * spec/03 4, 8: the role changes at once (plugins/auth.ts reads it on every
     * request). An administrator who loses the role also loses the customer
     * sessions they opened with login-as, which act with their rights.
     */
    assignRole(body: RoleAssign, actor: AdminActor): Promise<AdminUserChange> {
      // Their own role only another administrator changes: the last one cannot demote themself.
      if (body.userId === actor.userId) throw AppError.badRequest(ADMIN_USER_MESSAGES.ownRole);
      return db.transaction().execute(async (trx) => {
        const user = await lockedUser(trx, body.userId);
        const role = await usersAdminRepository(trx).findRole(body.roleId);
        if (!role) throw AppError.badRequest(ADMIN_USER_MESSAGES.roleUnknown, { roleId: [ADMIN_USER_MESSAGES.roleUnknown] });
        if (user.roleId !== role.id) {
          await usersAdminRepository(trx).setRole(user.id, role.id);
          if (user.roleId === ROLE.admin) await sessionsRepository(trx).revokeOpenedBy(user.id);
          await recordAdminAction(trx, actor, {
            action: 'account.assign-role',
            subject: { kind: 'user', id: user.id },
            before: { roleId: user.roleId, roleName: user.roleName },
            after: { roleId: role.id, roleName: role.name },
          });
        }
        return { message: roleChangedMessage(user.email, role.name), user: await reread(trx, user.id) };
      });
    },

    /** spec/03 4 Active/Disabled: disabling ends every session of the user at once, and those they opened with login-as. */
    setActive(userId: string, isActive: boolean, actor: AdminActor): Promise<AdminUserChange> {
      if (userId === actor.userId && !isActive) throw AppError.badRequest(ADMIN_USER_MESSAGES.ownActive);
      return db.transaction().execute(async (trx) => {
        const user = await lockedUser(trx, userId);
        if (user.isActive !== isActive) {
          await usersAdminRepository(trx).setActive(user.id, isActive);
          if (!isActive) {
            await sessionsRepository(trx).revokeAllOf(user.id);
            await sessionsRepository(trx).revokeOpenedBy(user.id);
          }
          await recordAdminAction(trx, actor, { action: 'account.set-active', subject: { kind: 'user', id: user.id }, before: { isActive: user.isActive }, after: { isActive } });
        }
        return { message: activeChangedMessage(user.email, isActive), user: await reread(trx, user.id) };
      });
    },

    /** spec/03 4: non-transactional e-mails on or off; transactional mail (orders, codes, links) is sent either way. */
    setNonTransactional(userId: string, enabled: boolean, actor: AdminActor): Promise<AdminUserChange> {
      return db.transaction().execute(async (trx) => {
        const user = await lockedUser(trx, userId);
        if (user.receiveNonTransactionalEmails !== enabled) {
          await usersAdminRepository(trx).setNonTransactional(user.id, enabled);
          await recordAdminAction(trx, actor, {
            action: 'account.set-non-transactional',
            subject: { kind: 'user', id: user.id },
            before: { receiveNonTransactionalEmails: user.receiveNonTransactionalEmails },
            after: { receiveNonTransactionalEmails: enabled },
          });
        }
        const after = await reread(trx, user.id);
        return { message: nonTransactionalChangedMessage(adminUserName(after), enabled), user: after };
      });
    },
  };
}
