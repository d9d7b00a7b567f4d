import { z } from 'zod';
import { PHONE_DIGITS, PHONE_INPUT_MAX_LENGTH } from '../constants';
import { whenFieldsParsed } from './cross-field';

export const PHONE_MESSAGES = {
  countryCode: 'Country codes not allowed. 10 digit phone numbers only.',
  digits: '10 digit phone numbers only.',
  mobileRequired: 'Please add a mobile number.',
} as const;

// Formatting people type around the digits ("(317) 555-0100", "+1 ...").
// Letters are not stripped, so they still fail the digits rule.
const SEPARATORS = /[\s().+-]/g;

export function normalizePhone(phone: string): string {
  return phone.replace(SEPARATORS, '');
}

/**
 * spec/01 5, 9: exactly 10 digits, the first not 1. A leading 1 is named as a
 * country code whatever the length, since that is what the customer typed.
 */
export function phoneIssue(digits: string): string | undefined {
  if (digits.startsWith('1')) return PHONE_MESSAGES.countryCode;
  if (digits.length !== PHONE_DIGITS || !/^\d+$/.test(digits)) return PHONE_MESSAGES.digits;
  return undefined;
}

/** One phone field: empty, or a valid 10-digit number stored as digits only. */
export const phoneSchema = z
  .string()
  .max(PHONE_INPUT_MAX_LENGTH, PHONE_MESSAGES.digits)
  .overwrite(normalizePhone)
  .superRefine((phone, ctx) => {
    // A too-long phone already has the digits message from max.
    const message = phone === '' || phone.length > PHONE_INPUT_MAX_LENGTH ? undefined : phoneIssue(phone);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export interface PhoneFields {
  homePhone?: string | undefined;
  workPhone?: string | undefined;
  mobilePhone?: string | undefined;
}

export const phoneFieldsShape = {
  homePhone: phoneSchema.optional(),
  workPhone: phoneSchema.optional(),
  mobilePhone: phoneSchema.optional(),
};

export function hasAnyPhone({ homePhone, workPhone, mobilePhone }: PhoneFields): boolean {
  return Boolean(homePhone || workPhone || mobilePhone);
}

/**
 * spec/01 5: at least one phone is required, asked for on the mobile field
 * (labelled 'Cell Phone *'). Use as `.refine(hasAnyPhone, atLeastOnePhone)`.
 */
export const atLeastOnePhone = {
  path: ['mobilePhone'],
  error: PHONE_MESSAGES.mobileRequired,
  when: whenFieldsParsed('homePhone', 'workPhone', 'mobilePhone'),
};
