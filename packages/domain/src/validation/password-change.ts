import { z } from 'zod';
import { accountPasswordSchema } from './password';
import { RESET_PASSWORD_MESSAGES } from './password-reset';
import { whenFieldsParsed } from './cross-field';
import { enteredPasswordSchema } from './text-bounds';

// spec/01 5, Change password: the rule messages come from the checklist; the
// spec gives no words for the empty fields or a mismatch, so the reset
// dialog's are reused and the current-password one is ours.
export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Please fill current password field',
  /** spec/01 8, spec/03 8: the new password was used before. */
  reused: 'Error: Password can not have been previously used.',
  /** spec/01 8: a refused body carrying newPassword and confirmPassword. */
  reusedNotice: 'This password has been used previously. Please create a new password.',
  /** spec/01 4. */
  changed: 'Your password has been changed',
} as const;

/** spec/01 3, 7: POST /api/account/changePassword. */
export const changePasswordSchema = z
  .object({
    oldPassword: enteredPasswordSchema(CHANGE_PASSWORD_MESSAGES.currentRequired),
    newPassword: accountPasswordSchema(RESET_PASSWORD_MESSAGES.passwordRequired),
    confirmPassword: accountPasswordSchema(RESET_PASSWORD_MESSAGES.repeatRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: RESET_PASSWORD_MESSAGES.mismatch,
    when: whenFieldsParsed('newPassword', 'confirmPassword'),
  });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePassword = z.output<typeof changePasswordSchema>;
