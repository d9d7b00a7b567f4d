import { CUSTOMER_EDITABLE_PROFILE_FIELDS, restrictedProfileFieldMessage, SUPPORT_CONTACT, ZIP_STATE_MISMATCH_MESSAGES } from '@labstore/domain';

// spec/01 2.6 and 6, spec/03 5: who may change which profile field, decided in
// one place so the form, its tooltips and its notices agree with the API
// (which refuses the same changes with the same words).

/** The Account Profile form's fields, in the order the form shows them. */
export const PROFILE_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'email',
  'homePhone',
  'workPhone',
  'mobilePhone',
  'gender',
  'birthDate',
  'languagePreference',
  'addressLine',
  'city',
  'state',
  'zip',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export interface AccountRoles {
  isAdmin: boolean;
  isQuasiAdmin: boolean;
}

export interface ProfileRights {
  /** Fields the user may change in change mode. */
  editable: ReadonlySet<ProfileField>;
  /** Fields shown locked in change mode with the "send a request to support" tooltip. */
  restricted: ReadonlySet<ProfileField>;
  /** spec/01 2.5: Change Email is for administrators and quasi-administrators. */
  canChangeEmail: boolean;
  /** spec/01 2.5: every signed-in user may change the password. */
  canChangePassword: boolean;
  /** spec/01 6: the Children/Minors tab. */
  canManageChildren: boolean;
  /** The tooltip on a restricted field (the API's 403 words, spec/01 2.6). */
  restrictedMessage: string;
  /** The blocking notice when the zip does not belong to the state (spec/01 5, spec/03 5). */
  zipMismatchMessage: string;
}

/** Administrators and quasi-administrators (an administrator acting for a customer) manage; customers do not. */
export function isManager(roles: AccountRoles): boolean {
  return roles.isAdmin || roles.isQuasiAdmin;
}

export function profileRights(roles: AccountRoles): ProfileRights {
  const manager = isManager(roles);
  // The e-mail is the sign-in name: it changes only through Change Email.
  const editable = new Set<ProfileField>(
    manager ? PROFILE_FIELDS.filter((field) => field !== 'email') : CUSTOMER_EDITABLE_PROFILE_FIELDS,
  );
  return {
    editable,
    restricted: new Set(manager ? [] : PROFILE_FIELDS.filter((field) => field !== 'email' && !editable.has(field))),
    canChangeEmail: manager,
    canChangePassword: true,
    canManageChildren: manager,
    restrictedMessage: restrictedProfileFieldMessage(SUPPORT_CONTACT.email),
    zipMismatchMessage: manager ? ZIP_STATE_MISMATCH_MESSAGES.admin : ZIP_STATE_MISMATCH_MESSAGES.profile,
  };
}

export type FieldMode = 'editable' | 'restricted' | 'readOnly';

/**
 * How one field is drawn. Read mode shows every field read-only; change
 * mode opens the editable ones and marks the others restricted (with the
 * tooltip) or plainly read-only (the e-mail).
 */
export function fieldMode(rights: ProfileRights, field: ProfileField, changing: boolean): FieldMode {
  if (!changing) return 'readOnly';
  if (rights.editable.has(field)) return 'editable';
  return rights.restricted.has(field) ? 'restricted' : 'readOnly';
}
