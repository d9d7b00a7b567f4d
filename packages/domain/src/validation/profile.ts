import { suffixSchema } from './codes';
import { z } from 'zod';
import { GENDER, LANGUAGE } from '../profile';
import { STATE_CODES } from '../states';
import { profileBirthDateSchema } from './birthday';
import { emailSchema, PROFILE_EMAIL_MESSAGES } from './email';
import { childMiddleNameSchema, firstNameSchema, lastNameSchema, middleNameSchema } from './person-name';
import { atLeastOnePhone, hasAnyPhone, phoneFieldsShape } from './phone';
import { requiredText } from './required-text';
import { TOO_LONG_MESSAGES } from './text-bounds';
import { zipField } from './zip';

// spec/01 5, Profile (adult) and Child form, word for word; languageRequired
// is ours (the spec requires the field without wording a message). The names
// use the registration's messages, which the profile shares.
export const PROFILE_MESSAGES = {
  genderRequired: 'Please choose a gender.',
  addressRequired: 'Please choose an address.',
  cityRequired: 'Please choose a city.',
  stateRequired: 'Please choose a state.',
  zipRequired: 'Please choose a zip code.',
  languageRequired: 'Please choose a language preference.',
  updated: 'Update success',
  updateFailed: 'Update failed',
} as const;

/** spec/01 3: homeAddress, billingAddress and govAddress share this shape. */
export const profileAddressSchema = z.object(
  {
    addressLine: requiredText(PROFILE_MESSAGES.addressRequired, TOO_LONG_MESSAGES.addressLine),
    city: requiredText(PROFILE_MESSAGES.cityRequired, TOO_LONG_MESSAGES.city),
    state: z.enum(STATE_CODES, { error: PROFILE_MESSAGES.stateRequired }),
    zip: zipField(PROFILE_MESSAGES.zipRequired),
  },
  { error: PROFILE_MESSAGES.addressRequired },
);
export type ProfileAddress = z.output<typeof profileAddressSchema>;

const gender = z.literal([GENDER.Male, GENDER.Female], { error: PROFILE_MESSAGES.genderRequired });

/**
 * spec/01 3, 5, 7: PUT /api/profile/update and POST /api/profile/create. The
 * zip-against-state check is left to the caller: its message depends on who
 * updates (ZIP_STATE_MISMATCH_MESSAGES), and it is a notice, not a field error.
 */
export const profileSchema = z
  .object({
    id: z.uuid().optional(),
    firstName: firstNameSchema,
    middleName: middleNameSchema,
    lastName: lastNameSchema,
    suffix: suffixSchema.default('None'),
    email: emailSchema(PROFILE_EMAIL_MESSAGES),
    ...phoneFieldsShape,
    gender,
    birthDate: profileBirthDateSchema,
    homeAddress: profileAddressSchema,
    billingAddress: profileAddressSchema.nullish(),
    govAddress: profileAddressSchema.nullish(),
    languagePreference: z.literal([LANGUAGE.English, LANGUAGE.Spanish], { error: PROFILE_MESSAGES.languageRequired }),
  })
  .refine(hasAnyPhone, atLeastOnePhone);

export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

/** spec/01 5, Child form: every field required, the middle name included. */
export const childProfileSchema = z.object({
  id: z.uuid().optional(),
  firstName: firstNameSchema,
  middleName: childMiddleNameSchema,
  lastName: lastNameSchema,
  suffix: suffixSchema.optional(),
  gender,
  birthDate: profileBirthDateSchema,
  homeAddress: profileAddressSchema,
  // spec/01 2.6: 'Parental / Guardian Consent' toggles it between 0 and 1.
  consentStatus: z.literal([0, 1]).default(0),
});

export type ChildProfileInput = z.input<typeof childProfileSchema>;
export type ChildProfile = z.output<typeof childProfileSchema>;
