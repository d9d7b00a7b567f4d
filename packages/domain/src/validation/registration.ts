import { languageSchema, suffixSchema } from './codes';
import { z } from 'zod';
import { todayCalendarDate, type CalendarDate } from '../calendar-date';
import { GENDER, LANGUAGE } from '../profile';
import { FORBIDDEN_STATES_MESSAGE, isForbiddenState } from '../restricted-states';
import { STATE_CODES } from '../states';
import { registrationBirthDateSchema } from './birthday';
import { whenFieldsParsed } from './cross-field';
import { emailSchema, REGISTRATION_EMAIL_MESSAGES } from './email';
import { firstNameSchema, lastNameSchema, middleNameSchema } from './person-name';
import { atLeastOnePhone, hasAnyPhone, phoneFieldsShape } from './phone';
import { registrationPasswordSchema } from './password';
import { requiredText } from './required-text';
import { shortTextSchema, TOO_LONG_MESSAGES } from './text-bounds';
import { zipSchema } from './zip';
import { ZIP_STATE_MISMATCH_MESSAGES, zipMatchesState } from './zip-state';

// spec/01 5, Registration, word for word. addressRequired is ours: the spec
// requires the address line without wording the message.
export const REGISTRATION_MESSAGES = {
  addressRequired: 'Please add your address.',
  cityRequired: 'Please add your city of address',
  stateRequired: 'Please select your state of residence.',
  genderRequired: 'Please add a gender.',
  termsRequired: 'Please check to agree to the Terms and Conditions and Privacy Policy',
  passwordsMismatch: 'Your passwords do not match. Please confirmed them and try again.',
  zipStateMismatch: ZIP_STATE_MISMATCH_MESSAGES.registration,
  forbiddenState: FORBIDDEN_STATES_MESSAGE,
  /** Shown above the form after a submit with errors. */
  fixErrors: 'Please fix the errors above and try to register again.',
} as const;

/** spec/01 3: fields sent with a fixed value of 1 (addressType, maritalStatus, title). */
const fixedOne = z.literal(1).optional();

const referral = shortTextSchema.nullish();

function registrationShape(today: () => CalendarDate) {
  return {
    email: emailSchema(REGISTRATION_EMAIL_MESSAGES),
    password: registrationPasswordSchema,
    // spec/01 5: confirmPassword has the same rules as the password.
    confirmPassword: registrationPasswordSchema,
    date: registrationBirthDateSchema(today),
    firstName: firstNameSchema,
    middleName: middleNameSchema,
    lastName: lastNameSchema,
    suffix: suffixSchema.default('None'),
    gender: z.literal([GENDER.Male, GENDER.Female], { error: REGISTRATION_MESSAGES.genderRequired }),
    termsAndConditions: z.boolean().default(false),
    privacyPolicy: z.boolean().default(false),
    state: z
      .enum(STATE_CODES, { error: REGISTRATION_MESSAGES.stateRequired })
      .refine((state) => !isForbiddenState(state), REGISTRATION_MESSAGES.forbiddenState),
    city: requiredText(REGISTRATION_MESSAGES.cityRequired, TOO_LONG_MESSAGES.city),
    zip: zipSchema,
    addressLine: requiredText(REGISTRATION_MESSAGES.addressRequired, TOO_LONG_MESSAGES.addressLine),
    ...phoneFieldsShape,
    languagePreference: languageSchema.default(LANGUAGE.English),
    addressType: fixedOne,
    maritalStatus: fixedOne,
    title: fixedOne,
    campaignid: referral,
    mbsy: referral,
  };
}

/**
 * spec/01 3, 5: POST /api/account/register. Built with a clock for the age
 * rule; `registrationSchema` reads the date where it runs. Cross-field rules
 * report on the field that shows the message.
 */
export function createRegistrationSchema(today: () => CalendarDate = todayCalendarDate) {
  return z
    .object(registrationShape(today))
    .refine((form) => form.password === form.confirmPassword, {
      path: ['confirmPassword'],
      error: REGISTRATION_MESSAGES.passwordsMismatch,
      when: whenFieldsParsed('password', 'confirmPassword'),
    })
    .refine(hasAnyPhone, atLeastOnePhone)
    .refine((form) => zipMatchesState(form.zip, form.state), {
      path: ['zip'],
      error: REGISTRATION_MESSAGES.zipStateMismatch,
      when: whenFieldsParsed('zip', 'state'),
    })
    .refine((form) => form.termsAndConditions && form.privacyPolicy, {
      path: ['termsAndConditions'],
      error: REGISTRATION_MESSAGES.termsRequired,
      when: whenFieldsParsed('termsAndConditions', 'privacyPolicy'),
    });
}

export const registrationSchema = createRegistrationSchema();

/** What the form holds and the client sends. */
export type RegistrationInput = z.input<typeof registrationSchema>;
/** What the API receives after parsing: trimmed, capitalised, defaults filled. */
export type Registration = z.output<typeof registrationSchema>;
