// spec/01 6: the role list names 'Admin' and 'User'. The ids are the rows the
// first migration inserts into the roles table.
export const ROLE = { admin: 1, user: 2 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_NAMES: Record<RoleId, string> = { 1: 'Admin', 2: 'User' };
