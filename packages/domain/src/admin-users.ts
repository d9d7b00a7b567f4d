import { z } from 'zod';
import { adminPageQuerySchema } from './admin-lists';
import { ID_MAX_LENGTH, SEARCH_MAX_LENGTH } from './constants';
import { fillTemplate } from './i18n/message-template';
import { SEARCH_TOO_LONG_MESSAGE } from './validation/search';

// Issue 19, spec/03 2 Users tab, 3 User (admin view), 4 User toggles, 7
// Account, 8: the Users administration calls (docs/api-admin.md "Users").
// The route and the dashboard's fetchers both parse these.

/**
 * spec/03 5, 9: an admin user search needs a length above a constant the
 * spec does not show. Ours: at least 3 characters, shown by the dashboard as
 * 'Required length: 3' (spec/03 2 Transactions) and refused by the API.
 */
export const ADMIN_USER_SEARCH_MIN_LENGTH = 3;

/** The accepted $orderby values of the user list and search; the client's 'Email+desc' arrives as 'Email desc'. */
export const ADMIN_USERS_ORDER_BY = ['Email', 'Email desc', 'FirstName', 'FirstName desc', 'LastName', 'LastName desc', 'CreatedDate', 'CreatedDate desc'] as const;
export type AdminUsersOrderBy = (typeof ADMIN_USERS_ORDER_BY)[number];
/** Alphabetical by e-mail: every account has one, not every account has a name (no profile yet). */
export const DEFAULT_ADMIN_USERS_ORDER_BY: AdminUsersOrderBy = 'Email';

/** spec/03 8 words where the spec has them ('{email} has been changed to {role}', the On/Off notices, typo included); ours otherwise. */
export const ADMIN_USER_MESSAGES = {
  searchLength: 'Required length: {min}',
  orderBy: `$orderby must be one of: ${ADMIN_USERS_ORDER_BY.join(', ')}.`,
  userId: 'The user id must be a user id (a GUID).',
  roleId: 'The role must be the id of a role.',
  roleUnknown: 'There is no such role.',
  flag: 'The setting must be true or false.',
  roleChanged: '{email} has been changed to {role}',
  ownRole: 'You cannot change your own role: another administrator must.',
  activated: '{email} is now Active',
  deactivated: '{email} is now Disabled',
  ownActive: 'You cannot disable your own account: another administrator must.',
  mfaOn: '{name} MFA is changed ot On',
  mfaOff: '{name} MFA is changed ot Off',
  nonTransactionalOn: '{name} Non Transactional Emails is changed ot On',
  nonTransactionalOff: '{name} Non Transactional Emails is changed ot Off',
} as const;

/** 'Required length: 3': the dashboard's notice and the API's refusal of a shorter search. */
export const ADMIN_USER_SEARCH_LENGTH_MESSAGE = fillTemplate(ADMIN_USER_MESSAGES.searchLength, { min: String(ADMIN_USER_SEARCH_MIN_LENGTH) });

const orderBySchema = z.enum(ADMIN_USERS_ORDER_BY, { error: ADMIN_USER_MESSAGES.orderBy }).default(DEFAULT_ADMIN_USERS_ORDER_BY);

/** GET /api/account: $orderby, $skip, $top (spec/03 7), 10 a page. */
export const adminUsersQuerySchema = adminPageQuerySchema.extend({ $orderby: orderBySchema });
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/** POST /api/account/search: the search text (a name or an e-mail, any case), paged and ordered as the list. */
export const adminUserSearchSchema = adminUsersQuerySchema.extend({
  search: z
    .string({ error: ADMIN_USER_SEARCH_LENGTH_MESSAGE })
    .trim()
    .min(ADMIN_USER_SEARCH_MIN_LENGTH, ADMIN_USER_SEARCH_LENGTH_MESSAGE)
    .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE),
});
export type AdminUserSearch = z.output<typeof adminUserSearchSchema>;

/** spec/03 3 User (admin view); firstName and lastName are null for an account without its adult profile. */
export const adminUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  isActive: z.boolean(),
  roleId: z.int(),
  roleName: z.string(),
  emailConfirmed: z.boolean(),
  isTwoFactor: z.boolean(),
  receiveNonTransactionalEmails: z.boolean(),
  profileId: z.string().nullable(),
  /** 0 English, 1 Spanish (spec/03 3). */
  languagePreference: z.int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({ items: z.array(adminUserSchema), count: z.int() });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** GET /api/account/role: spec/03 6, the server's role list. */
export const roleSchema = z.object({ id: z.int(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;
export const roleListSchema = z.object({ items: z.array(roleSchema), count: z.int() });
export type RoleList = z.infer<typeof roleListSchema>;

const userIdSchema = z.guid({ error: ADMIN_USER_MESSAGES.userId }).max(ID_MAX_LENGTH, ADMIN_USER_MESSAGES.userId);
const flagSchema = z.enum(['true', 'false'], { error: ADMIN_USER_MESSAGES.flag }).transform((flag) => flag === 'true');

/** POST /api/account/role/assign (spec/03 7). */
export const roleAssignSchema = z.object({
  userId: userIdSchema,
  roleId: z.int({ error: ADMIN_USER_MESSAGES.roleId }).min(1, ADMIN_USER_MESSAGES.roleId).max(32_767, ADMIN_USER_MESSAGES.roleId),
});
export type RoleAssign = z.infer<typeof roleAssignSchema>;

/** POST /api/account/{accountId}/{isActive} (spec/03 7). */
export const userActiveParamsSchema = z.object({ accountId: userIdSchema, isActive: flagSchema });

/** POST /api/account/{userId}/nonTransactional/{enabled}: our path, the spec shows none (spec/03 7). */
export const userNonTransactionalParamsSchema = z.object({ userId: userIdSchema, enabled: flagSchema });

/** The answer of a change made on the Users tab: the notice to show and the user as the change left them. */
export const adminUserChangeSchema = z.object({ message: z.string(), user: adminUserSchema });
export type AdminUserChange = z.infer<typeof adminUserChangeSchema>;

/** How a notice names a user ({name}): their adult profile's name, or their e-mail without one. */
export function adminUserName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter((part) => part !== null && part.trim() !== '').join(' ');
  return name === '' ? user.email : name;
}

export function roleChangedMessage(email: string, role: string): string {
  return fillTemplate(ADMIN_USER_MESSAGES.roleChanged, { email, role });
}

export function activeChangedMessage(email: string, isActive: boolean): string {
  return fillTemplate(isActive ? ADMIN_USER_MESSAGES.activated : ADMIN_USER_MESSAGES.deactivated, { email });
}

/** spec/03 8: the MFA toggle's notice; GET /api/account/twofactor answers { isTwoFactor } only, so the dashboard composes it. */
export function mfaChangedMessage(name: string, on: boolean): string {
  return fillTemplate(on ? ADMIN_USER_MESSAGES.mfaOn : ADMIN_USER_MESSAGES.mfaOff, { name });
}

export function nonTransactionalChangedMessage(name: string, on: boolean): string {
  return fillTemplate(on ? ADMIN_USER_MESSAGES.nonTransactionalOn : ADMIN_USER_MESSAGES.nonTransactionalOff, { name });
}

