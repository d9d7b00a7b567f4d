import { GENDER, LANGUAGE, type RegistrationInput, type Suffix } from '@labstore/domain';
import { REFERRAL_STORAGE_KEY } from '../../entities/referral/referral';
import { birthdayText } from './birthday-options';

// spec/01 3 Registration model, built from what the dialog holds. The form
// keeps selectors as text; the payload carries gender and language as numbers,
// the birthday as MM-dd-yyyy, fixed ones for addressType, maritalStatus and
// title, and the stored referral's campaignid and mbsy.

export interface RegistrationFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: Suffix;
  email: string;
  password: string;
  confirmPassword: string;
  /** '' until chosen; '1' male, '2' female. */
  gender: '' | '1' | '2';
  birthMonth: string;
  birthDay: string;
  birthYear: string;
  addressLine: string;
  city: string;
  state: string;
  zip: string;
  homePhone: string;
  workPhone: string;
  mobilePhone: string;
  /** '0' English, '1' Spanish. */
  languagePreference: '0' | '1';
  /** One checkbox agrees to both the terms and the privacy policy. */
  termsAndConditions: boolean;
}

export interface ReferralCodes {
  campaignid: string | null;
  mbsy: string | null;
}

/** What is sent before the schema has had its say: gender and state may still be missing or wrong. */
export type RegistrationDraft = Omit<RegistrationInput, 'gender' | 'state'> & { gender: number | undefined; state: string };

export function buildRegistrationPayload(values: RegistrationFormValues, referral: ReferralCodes): RegistrationDraft {
  return {
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
    date: birthdayText({ month: values.birthMonth, day: values.birthDay, year: values.birthYear }),
    firstName: values.firstName,
    middleName: values.middleName,
    lastName: values.lastName,
    suffix: values.suffix,
    gender: values.gender === '1' ? GENDER.Male : values.gender === '2' ? GENDER.Female : undefined,
    termsAndConditions: values.termsAndConditions,
    privacyPolicy: values.termsAndConditions,
    state: values.state,
    city: values.city,
    zip: values.zip,
    addressType: 1,
    addressLine: values.addressLine,
    homePhone: values.homePhone,
    workPhone: values.workPhone,
    mobilePhone: values.mobilePhone,
    languagePreference: values.languagePreference === '1' ? LANGUAGE.Spanish : LANGUAGE.English,
    maritalStatus: 1,
    title: 1,
    campaignid: referral.campaignid,
    mbsy: referral.mbsy,
  };
}

/** spec/01 2.1, 3: the referral kept in session storage under 'ambasador', if any. */
export function readReferral(storage: Pick<Storage, 'getItem'> | undefined): ReferralCodes {
  const none: ReferralCodes = { campaignid: null, mbsy: null };
  const raw = storage?.getItem(REFERRAL_STORAGE_KEY);
  if (!raw) return none;
  try {
    const record: unknown = JSON.parse(raw);
    if (typeof record !== 'object' || record === null) return none;
    const read = (name: string) => {
      const value: unknown = Reflect.get(record, name);
      return typeof value === 'string' && value !== '' ? value : null;
    };
    return { campaignid: read('campaignid'), mbsy: read('mbsy') };
  } catch {
    return none;
  }
}

/** A schema issue, as zod reports it. */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Payload fields that show their message on another form field. */
const SHOWN_ON: ReadonlyMap<string, keyof RegistrationFormValues> = new Map([
  ['date', 'birthMonth'],
  ['privacyPolicy', 'termsAndConditions'],
]);

const FORM_FIELDS: ReadonlySet<string> = new Set<keyof RegistrationFormValues>([
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'email',
  'password',
  'confirmPassword',
  'gender',
  'birthMonth',
  'birthDay',
  'birthYear',
  'addressLine',
  'city',
  'state',
  'zip',
  'homePhone',
  'workPhone',
  'mobilePhone',
  'languagePreference',
  'termsAndConditions',
]);

function isFormField(name: string): name is keyof RegistrationFormValues {
  return FORM_FIELDS.has(name);
}

/** The first message for each form field, from the schema's issues about the payload. */
export function registrationFieldErrors(issues: readonly Issue[]): Partial<Record<keyof RegistrationFormValues, string>> {
  const errors = new Map<keyof RegistrationFormValues, string>();
  for (const issue of issues) {
    const payloadField = String(issue.path[0] ?? '');
    const field = SHOWN_ON.get(payloadField) ?? (isFormField(payloadField) ? payloadField : undefined);
    if (field && !errors.has(field)) errors.set(field, issue.message);
  }
  return Object.fromEntries(errors);
}
