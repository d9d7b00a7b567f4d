import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_SUBJECTS, type AdminAuditAction, type AdminAuditSubjectKind, type AdminAuditState } from '@labstore/domain';
import type { auditEn } from './locales/en';

// The audit trail's stable names (ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_SUBJECTS)
// and their words in the dashboard's locales. An older row's name that is
// not listed shows as it was written.

type ActionWord = keyof typeof auditEn.actions;
type SubjectWord = keyof typeof auditEn.subjects;

const ACTION_WORDS: ReadonlyMap<AdminAuditAction, ActionWord> = new Map([
  ['login-as', 'loginAs'],
  ['login-as.refused', 'loginAsRefused'],
  ['login-as.session', 'loginAsSession'],
  ['account.change-email', 'changeEmail'],
  ['order.approve', 'approveOrder'],
  ['profile.create', 'createProfile'],
  ['results.bind', 'bindResults'],
]);

const SUBJECT_WORDS: ReadonlyMap<AdminAuditSubjectKind, SubjectWord> = new Map([
  ['user', 'user'],
  ['user-name', 'userName'],
  ['order', 'order'],
  ['profile', 'profile'],
]);

const isAction = (name: string): name is AdminAuditAction => (ADMIN_AUDIT_ACTIONS as readonly string[]).includes(name);
const isSubject = (name: string): name is AdminAuditSubjectKind => (ADMIN_AUDIT_SUBJECTS as readonly string[]).includes(name);

export const actionWord = (action: string): ActionWord | undefined => (isAction(action) ? ACTION_WORDS.get(action) : undefined);
export const subjectWord = (kind: string): SubjectWord | undefined => (isSubject(kind) ? SUBJECT_WORDS.get(kind) : undefined);

/** The filter's choices, in the trail's order. */
export const ACTION_CHOICES: ReadonlyArray<{ action: AdminAuditAction; word: ActionWord }> = [...ACTION_WORDS].map(([action, word]) => ({ action, word }));

/** A select's value back to an action; anything else is any action (''). */
export const actionOf = (value: string): AdminAuditAction | '' => (isAction(value) ? value : '');

/** A state as one line of JSON, or undefined for none. */
export const stateText = (state: AdminAuditState): string | undefined => (state === null ? undefined : JSON.stringify(state));
