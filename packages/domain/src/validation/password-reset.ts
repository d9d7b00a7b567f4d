import { z } from 'zod';
import { accountPasswordSchema } from './password';
import { whenFieldsParsed } from './cross-field';
import { idTextSchema, linkCodeSchema } from './text-bounds';

// spec/01 5, Reset password, word for word (the missing space after "match."
// included).
export const RESET_PASSWORD_MESSAGES = {
  passwordRequired: 'Please fill password field',
  repeatRequired: 'Please fill repeat password field',
  mismatch: 'Your passwords do not match.Please confirmed them and try again.',
  /** spec/01 4: shown on success, followed by the Login instruction. */
  changed: 'Your password successfully changed',
} as const;

/** spec/01 3, 7: POST /api/account/password/reset/confirm. */
export const resetPasswordSchema = z
  .object({
    userId: idTextSchema,
    securityCode: linkCodeSchema,
    password: accountPasswordSchema(RESET_PASSWORD_MESSAGES.passwordRequired),
    confirmPassword: accountPasswordSchema(RESET_PASSWORD_MESSAGES.repeatRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: RESET_PASSWORD_MESSAGES.mismatch,
    when: whenFieldsParsed('password', 'confirmPassword'),
  });

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPassword = z.output<typeof resetPasswordSchema>;
