import { languageSchema } from './validation/codes';
import { z } from 'zod';
import { SUPPORT_CONTACT } from './constants';
import { fillTemplate } from './i18n/message-template';
import { SUFFIXES, type Suffix } from './profile';
import { childProfileSchema, profileSchema } from './validation/profile';

// The profiles API of docs/api-accounts.md ("Profiles"): the wire shapes shared
// by apps/api (request and response schemas) and apps/web (its client checks
// answers with them and builds the form's rights from the field list).

/** spec/01 2.6, 6: the only fields a customer may change on their own profile. */
export const CUSTOMER_EDITABLE_PROFILE_FIELDS = ['homePhone', 'workPhone', 'mobilePhone', 'suffix', 'languagePreference'] as const;
export type CustomerEditableProfileField = (typeof CUSTOMER_EDITABLE_PROFILE_FIELDS)[number];

/** spec/01 2.6: a customer changing any other field is sent to support by e-mail. */
export function restrictedProfileFieldMessage(email: string = SUPPORT_CONTACT.email): string {
  return fillTemplate(PROFILE_API_MESSAGES.restrictedField, { email });
}

export const PROFILE_API_MESSAGES = {
  restrictedField: 'To change this information, please send a request to support at {email}.',
  /** Ours (the spec has no create screen): an account has one adult profile. */
  exists: 'This user already has a profile.',
} as const;

export const PROFILE_EXISTS_MESSAGE = PROFILE_API_MESSAGES.exists;

/** spec/01 3: a profile's title is its suffix's index in the suffix list. */
export function suffixIndex(suffix: Suffix): number {
  return SUFFIXES.indexOf(suffix);
}

/** The contract's suffix text: '' for None, the suffix otherwise. */
export function wireSuffix(index: number): string {
  const suffix = SUFFIXES[index];
  return suffix === undefined || suffix === 'None' ? '' : suffix;
}

/**
 * A profile body as the client sends it: the contract's suffix is '' (or
 * null) for None, with the title index beside it (spec/01 3).
 */
export type WireSuffixed<Body> = Omit<Body, 'suffix'> & { suffix?: Suffix | '' | null | undefined; title?: number | undefined };

/**
 * The contract sends suffix '' for None and a title index beside it; the
 * domain schemas name the suffix. '' (or null) reads as None; a body with no
 * suffix at all takes the one its title names. Typed with the body it reads,
 * so the schema's input type is the body the web app sends.
 */
function acceptWireSuffix<Body>(body: WireSuffixed<Body>): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { suffix, title } = body as { suffix?: unknown; title?: unknown };
  if (suffix === '' || suffix === null) return { ...body, suffix: 'None' };
  if (suffix === undefined && typeof title === 'number' && Number.isInteger(title) && SUFFIXES[title] !== undefined) {
    return { ...body, suffix: SUFFIXES[title] };
  }
  return body;
}

// Each request has its body type (what the web app sends, `...Body`) and its
// parsed type (what the API receives, `...Request`).

const profileUpdateFields = profileSchema.safeExtend({ id: z.uuid() });
export type ProfileUpdateBody = WireSuffixed<z.input<typeof profileUpdateFields>>;
/** PUT /api/profile/update: the full adult profile, naming its id. */
export const profileUpdateSchema = z.preprocess(acceptWireSuffix<ProfileUpdateBody>, profileUpdateFields);
export type ProfileUpdateRequest = z.output<typeof profileUpdateSchema>;

const profileCreateFields = profileSchema.safeExtend({ userId: z.uuid() });
export type ProfileCreateBody = WireSuffixed<z.input<typeof profileCreateFields>>;
/** POST /api/profile/create (administrators): an adult profile for the account `userId`. */
export const profileCreateSchema = z.preprocess(acceptWireSuffix<ProfileCreateBody>, profileCreateFields);
export type ProfileCreateRequest = z.output<typeof profileCreateSchema>;

const childProfileCreateFields = childProfileSchema.extend({ userId: z.uuid().optional() });
export type ChildProfileCreateBody = WireSuffixed<z.input<typeof childProfileCreateFields>>;
/**
 * POST /api/profile/child/create: a child of the caller's account; an
 * administrator may name another account with `userId`.
 */
export const childProfileCreateSchema = z.preprocess(acceptWireSuffix<ChildProfileCreateBody>, childProfileCreateFields);
export type ChildProfileCreateRequest = z.output<typeof childProfileCreateSchema>;

const childProfileUpdateFields = childProfileSchema.extend({ id: z.uuid() });
export type ChildProfileUpdateBody = WireSuffixed<z.input<typeof childProfileUpdateFields>>;
/** PUT /api/profile/child/update: the full child profile, naming its id. */
export const childProfileUpdateSchema = z.preprocess(acceptWireSuffix<ChildProfileUpdateBody>, childProfileUpdateFields);
export type ChildProfileUpdateRequest = z.output<typeof childProfileUpdateSchema>;

/** GET /api/profile/get/{id}. */
export const profileIdParamsSchema = z.object({ id: z.uuid() });

/** spec/01 3: homeAddress, billingAddress and govAddress as the API answers them. */
export const profileAddressResponseSchema = z.object({
  addressLine: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/**
 * spec/01 3 and the contract: a profile as the API answers it. Empty text
 * fields are '' (never null), so an answer can be sent back as the update body.
 */
export const profileResponseSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  suffix: z.string(),
  title: z.int().min(0).max(SUFFIXES.length - 1),
  email: z.string(),
  homePhone: z.string(),
  workPhone: z.string(),
  mobilePhone: z.string(),
  gender: z.literal([1, 2]),
  birthDate: z.string(),
  homeAddress: profileAddressResponseSchema.nullable(),
  billingAddress: profileAddressResponseSchema.nullable(),
  govAddress: profileAddressResponseSchema.nullable(),
  languagePreference: languageSchema,
  isChild: z.boolean(),
  consentStatus: z.literal([0, 1]),
  createdDate: z.string(),
});
export type ProfileResponse = z.output<typeof profileResponseSchema>;

export const profileListResponseSchema = z.object({ items: z.array(profileResponseSchema), count: z.int() });

/** GET /api/address/list: one item per stored address of the caller's profiles. */
export const addressItemSchema = z.object({
  id: z.string(),
  addressType: z.literal([0, 1, 2]),
  addressLine: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  profileId: z.string(),
});
export type AddressItem = z.output<typeof addressItemSchema>;

export const addressListResponseSchema = z.object({ items: z.array(addressItemSchema), count: z.int() });
