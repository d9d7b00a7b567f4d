import { z } from 'zod';
import { ID_MAX_LENGTH, SEARCH_MAX_LENGTH } from './constants';
import { listDateSchema } from './orders-api';

// Issue 19 "Audit" (spec/03 4 login-as, 6): the audit trail's wire shapes.
// Every administrative change and every login-as is a row; rows are only
// ever added (docs/decisions.md "The audit trail (issue 19)").

/** The stable names of what an administrator did; a new administrative change adds its own. */
export const ADMIN_AUDIT_ACTIONS = [
  'login-as',
  'login-as.refused',
  'login-as.session',
  'account.change-email',
  'account.assign-role',
  'account.set-active',
  'account.set-mfa',
  'account.set-non-transactional',
  'account.reverify',
  'order.approve',
  'order.cancel',
  'order.remove',
  'order.add-item',
  'order.remove-item',
  'quasi-session.open',
  'quasi-session.end',
  'profile.create',
  'profile.update',
  'results.bind',
  'crm.authorise',
  'crm.about',
  'mail-template.create',
  'mail-template.update',
  'mail-template.delete',
  'mail-template.send',
  'settings.fees',
  'promo.create',
  'promo.update',
  'category.create',
  'category.update',
  'category.remove',
  'page.create',
  'page.update',
  'page.remove',
  'image.upload',
  'image.delete',
  'product.create',
  'product.update',
  'product.remove',
  'product.add-member',
  'product.remove-member',
  'blog-article.create',
  'blog-article.update',
  'blog-article.remove',
  'blog-author.create',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** The kinds of record an audit row names. */
export const ADMIN_AUDIT_SUBJECTS = ['user', 'user-name', 'order', 'profile', 'crm', 'mail-template', 'settings', 'promo-code', 'category', 'page', 'image', 'product', 'blog-article', 'blog-author'] as const;
export type AdminAuditSubjectKind = (typeof ADMIN_AUDIT_SUBJECTS)[number];

/** spec/03 9: tables page 10 rows. */
export const ADMIN_AUDIT_PAGE_SIZE = 10;
export const ADMIN_AUDIT_MAX_PAGE_SIZE = 50;
/** A subject id is a uuid, or the e-mail a refused login-as named (users.email is at most 256). */
export const ADMIN_AUDIT_SUBJECT_ID_MAX_LENGTH = 256;

/** An empty filter box sends `actor=`: the same as no filter. */
const optionalFilter = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((text) => (text ? text : undefined));

/** GET /api/audit: newest first, 10 a page; the date range from 00:00 of dateStart to 23:59 of dateEnd (UTC, as the e-mail log's). */
export const adminAuditQuerySchema = z.object({
  $skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
  $top: z.coerce.number().int().min(1).max(ADMIN_AUDIT_MAX_PAGE_SIZE).optional(),
  /** The actor's user id, or a fragment of their e-mail. */
  actor: optionalFilter(SEARCH_MAX_LENGTH),
  action: z.enum(ADMIN_AUDIT_ACTIONS).optional(),
  subjectId: optionalFilter(ADMIN_AUDIT_SUBJECT_ID_MAX_LENGTH),
  dateStart: listDateSchema.optional(),
  dateEnd: listDateSchema.optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

/** What a change left or found: plain fields, never a password, token or card digits. */
export const adminAuditStateSchema = z.record(z.string(), z.unknown()).nullable();
export type AdminAuditState = z.infer<typeof adminAuditStateSchema>;

export const adminAuditEntrySchema = z.object({
  id: z.string().max(ID_MAX_LENGTH),
  /** ISO 8601. */
  at: z.string(),
  actorUserId: z.string(),
  /** The actor's e-mail when they acted. */
  actorEmail: z.string(),
  /** One of ADMIN_AUDIT_ACTIONS; older rows keep the names they were written with. */
  action: z.string(),
  subjectKind: z.string(),
  subjectId: z.string(),
  before: adminAuditStateSchema,
  after: adminAuditStateSchema,
  clientAddress: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditListSchema = z.object({ items: z.array(adminAuditEntrySchema), count: z.int() });
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
