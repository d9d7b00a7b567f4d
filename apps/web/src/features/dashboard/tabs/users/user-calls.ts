import {
  adminUserChangeSchema,
  emailHistorySchema,
  emptySchema,
  roleListSchema,
  twoFactorResponseSchema,
  type AdminUserChange,
  type ChangeUserNameInput,
  type RoleAssign,
} from '@labstore/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http-client';
import { sendWrite } from '../../../../lib/mutations/send-write';
import { adminKeys } from '../../kit/admin-list';

// spec/03 4 User toggles, 7 Account: the Users tab's calls (docs/api-admin.md
// Users, docs/api-accounts.md). Writes go through sendWrite (one
// idempotency key per intent); a refusal shows in the error bar.

export const userKeys = {
  list: [...adminKeys.all, 'users'] as const,
  roles: [...adminKeys.all, 'roles'] as const,
  emailHistory: (userId: string) => [...adminKeys.all, 'emailHistory', userId] as const,
};

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** GET /api/account/role: spec/03 6, the server's role list. */
export const useRoles = () =>
  useQuery({ queryKey: userKeys.roles, queryFn: ({ signal }) => http.get('/api/account/role', roleListSchema, signal), staleTime: Infinity });

/** GET /api/account/emailHistory?userId= (spec/03 3 Email change history). */
export const useEmailHistory = (userId: string) =>
  useQuery({
    queryKey: userKeys.emailHistory(userId),
    queryFn: ({ signal }) => http.get(`/api/account/emailHistory?userId=${encodeURIComponent(userId)}`, emailHistorySchema, signal),
    staleTime: 0,
  });

/** POST /api/account/role/assign: answers '{email} has been changed to {role}'. */
export const assignRole = (assign: RoleAssign): Promise<AdminUserChange> =>
  sendWrite('/api/account/role/assign', { method: 'POST', body: assign, schema: adminUserChangeSchema });

/** POST /api/account/{accountId}/{isActive}. */
export const setActive = (userId: string, isActive: boolean): Promise<AdminUserChange> =>
  sendWrite(`/api/account/${path(userId, String(isActive))}`, { method: 'POST', schema: adminUserChangeSchema });

/** POST /api/account/{userId}/nonTransactional/{enabled}: answers '{name} Non Transactional Emails is changed ot On/Off'. */
export const setNonTransactional = (userId: string, enabled: boolean): Promise<AdminUserChange> =>
  sendWrite(`/api/account/${path(userId, 'nonTransactional', String(enabled))}`, { method: 'POST', schema: adminUserChangeSchema });

/** GET /api/account/twofactor/{userId}/{enabled}: answers { isTwoFactor }. */
export const setTwoFactor = (userId: string, enabled: boolean) =>
  sendWrite(`/api/account/${path('twofactor', userId, String(enabled))}`, { method: 'GET', schema: twoFactorResponseSchema });

/** POST /api/account/sendConfirmation?accountId= (Reverify). */
export const sendConfirmation = (userId: string) =>
  sendWrite(`/api/account/sendConfirmation?accountId=${encodeURIComponent(userId)}`, { method: 'POST', schema: emptySchema });

/** POST /api/account/changeUserName with the account's id: an administrator changing another's e-mail. */
export const changeUserName = (change: ChangeUserNameInput & { userId: string }) =>
  sendWrite('/api/account/changeUserName', { method: 'POST', body: change, schema: emptySchema });
