import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_SUBJECTS, type AdminAuditAction, type AdminAuditSubjectKind, type AdminAuditState } from '@labstore/domain';
import type { auditEn } from './locales/en';

// The audit trail's stable names (ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_SUBJECTS)
// and their words in the dashboard's locales. An older row's name that is
// not listed shows as it was written.

type ActionWord = keyof typeof auditEn.actions;
type SubjectWord = keyof typeof auditEn.subjects;

// Every action and subject has its words: a new name without them does not compile.
const ACTION_WORD_OF: { readonly [Action in AdminAuditAction]: ActionWord } = {
  'login-as': 'loginAs',
  'login-as.refused': 'loginAsRefused',
  'login-as.session': 'loginAsSession',
  'account.change-email': 'changeEmail',
  'account.assign-role': 'assignRole',
  'account.set-active': 'setActive',
  'account.set-mfa': 'setMfa',
  'account.set-non-transactional': 'setNonTransactional',
  'account.reverify': 'reverify',
  'order.approve': 'approveOrder',
  'order.cancel': 'cancelOrder',
  'order.remove': 'removeOrder',
  'order.add-item': 'addOrderItem',
  'order.remove-item': 'removeOrderItem',
  'quasi-session.open': 'openQuasiSession',
  'quasi-session.end': 'endQuasiSession',
  'profile.create': 'createProfile',
  'profile.update': 'updateProfile',
  'results.bind': 'bindResults',
  'crm.authorise': 'authoriseCrm',
  'crm.about': 'crmAbout',
  'mail-template.create': 'createMailTemplate',
  'mail-template.update': 'updateMailTemplate',
  'mail-template.delete': 'deleteMailTemplate',
  'mail-template.send': 'sendMailTemplate',
  'settings.fees': 'changeFees',
  'promo.create': 'createPromo',
  'promo.update': 'updatePromo',
  'category.create': 'createCategory',
  'category.update': 'updateCategory',
  'category.remove': 'removeCategory',
  'page.create': 'createPage',
  'page.update': 'updatePage',
  'page.remove': 'removePage',
  'image.upload': 'uploadImage',
  'image.delete': 'deleteImage',
  'product.create': 'createProduct',
  'product.update': 'updateProduct',
  'product.remove': 'removeProduct',
  'product.add-member': 'addProductMember',
  'product.remove-member': 'removeProductMember',
  'blog-article.create': 'createBlogArticle',
  'blog-article.update': 'updateBlogArticle',
  'blog-article.remove': 'removeBlogArticle',
  'blog-author.create': 'createBlogAuthor',
};

const SUBJECT_WORD_OF: { readonly [Kind in AdminAuditSubjectKind]: SubjectWord } = {
  'user': 'user',
  'user-name': 'userName',
  'order': 'order',
  'profile': 'profile',
  'crm': 'crm',
  'mail-template': 'mailTemplate',
  'settings': 'settings',
  'promo-code': 'promoCode',
  'category': 'category',
  'page': 'page',
  'image': 'image',
  'product': 'product',
  'blog-article': 'blogArticle',
  'blog-author': 'blogAuthor',
};

const isAction = (name: string): name is AdminAuditAction => (ADMIN_AUDIT_ACTIONS as readonly string[]).includes(name);
const isSubject = (name: string): name is AdminAuditSubjectKind => (ADMIN_AUDIT_SUBJECTS as readonly string[]).includes(name);

// Looked up through Maps: the names come from stored rows and the filter's select.
const ACTION_WORDS: ReadonlyMap<AdminAuditAction, ActionWord> = new Map(Object.entries(ACTION_WORD_OF).filter((entry): entry is [AdminAuditAction, ActionWord] => isAction(entry[0])));
const SUBJECT_WORDS: ReadonlyMap<AdminAuditSubjectKind, SubjectWord> = new Map(Object.entries(SUBJECT_WORD_OF).filter((entry): entry is [AdminAuditSubjectKind, SubjectWord] => isSubject(entry[0])));

export const actionWord = (action: string): ActionWord | undefined => (isAction(action) ? ACTION_WORDS.get(action) : undefined);
export const subjectWord = (kind: string): SubjectWord | undefined => (isSubject(kind) ? SUBJECT_WORDS.get(kind) : undefined);

/** The filter's choices, in the trail's order. */
export const ACTION_CHOICES: ReadonlyArray<{ action: AdminAuditAction; word: ActionWord }> = [...ACTION_WORDS].map(([action, word]) => ({ action, word }));

/** A select's value back to an action; anything else is any action (''). */
export const actionOf = (value: string): AdminAuditAction | '' => (isAction(value) ? value : '');

/** A state as one line of JSON, or undefined for none. */
export const stateText = (state: AdminAuditState): string | undefined => (state === null ? undefined : JSON.stringify(state));
