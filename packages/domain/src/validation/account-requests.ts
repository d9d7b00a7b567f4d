import { z } from 'zod';
import { EMAIL_MAX_LENGTH, ID_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH } from '../constants';
import { emailSchema, REGISTRATION_EMAIL_MESSAGES } from './email';
import { enteredPasswordSchema, idTextSchema, linkCodeSchema, shortTextSchema } from './text-bounds';

// spec/01 5: "Login: e-mail must be a valid address; password required; MFA
// code digits only. Login-as: password required. Forgot password: e-mail
// required." The spec words none of these; the messages are ours.
export const LOGIN_MESSAGES = {
  passwordRequired: 'Please enter your password.',
  codeDigits: 'Please enter the 6-digit code from the email.',
} as const;

/** docs/api-accounts.md: the e-mailed MFA code has 6 digits. */
export const MFA_CODE_DIGITS = 6;

const MFA_CODE_PATTERN = new RegExp(`^\\d{${MFA_CODE_DIGITS}}$`);

/** spec/01 2.3: the 'Code from Email' field, digits only. */
export const mfaCodeSchema = z
  .string({ error: LOGIN_MESSAGES.codeDigits })
  .trim()
  .max(MFA_CODE_DIGITS, LOGIN_MESSAGES.codeDigits)
  // A too-long code already has this message from max.
  .refine((code) => code.length > MFA_CODE_DIGITS || MFA_CODE_PATTERN.test(code), LOGIN_MESSAGES.codeDigits);

const loginEmail = emailSchema(REGISTRATION_EMAIL_MESSAGES);
const requiredPassword = enteredPasswordSchema(LOGIN_MESSAGES.passwordRequired);

/** A form-encoded body sends 'true' / 'false'; JSON sends a boolean. */
export const formBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '']).transform((value) => value === 'true' || value === 'on')])
  .default(false);

/** spec/01 3: the login payload's orderId is the guest cart, when there is one. */
const guestOrderId = idTextSchema.optional();

/** spec/01 3, 7: POST /Token with grant_type password. */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  userName: loginEmail,
  password: requiredPassword,
  rememberMe: formBooleanSchema,
  orderId: guestOrderId,
});

/** spec/01 3, 4: the code step adds userid and code to the login payload. */
export const codeGrantSchema = z.object({
  grant_type: z.literal('code'),
  userid: z.string().trim().min(1, LOGIN_MESSAGES.codeDigits).max(ID_MAX_LENGTH, LOGIN_MESSAGES.codeDigits),
  code: mfaCodeSchema,
  rememberMe: formBooleanSchema,
  orderId: guestOrderId,
  // The code step repeats the login payload (spec/01 3); these are not needed again.
  userName: z.string().max(EMAIL_MAX_LENGTH).optional(),
  password: z.string().max(PASSWORD_INPUT_MAX_LENGTH).optional(),
});

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [passwordGrantSchema, codeGrantSchema]);
export type TokenRequestInput = z.input<typeof tokenRequestSchema>;
export type TokenRequest = z.output<typeof tokenRequestSchema>;

/** The login dialog's own fields (spec/01 2.3). */
export const loginFormSchema = passwordGrantSchema.pick({ userName: true, password: true, rememberMe: true });

/** spec/01 3, 6: login-as, the administrator's own password re-entered. */
export const loginAsSchema = z.object({
  password: requiredPassword,
  rememberMe: formBooleanSchema,
  userName: loginEmail,
  adminName: shortTextSchema.optional(),
});
export type LoginAsInput = z.input<typeof loginAsSchema>;
export type LoginAsRequest = z.output<typeof loginAsSchema>;

/** Issue 14: the login-as landing exchanges its single-use code for the session. */
export const loginAsExchangeSchema = z.object({ code: linkCodeSchema });
export type LoginAsExchange = z.output<typeof loginAsExchangeSchema>;

/** spec/01 5, 7: forgot password (POST /api/account/pasword/reset) and checkEmail. */
export const emailRequestSchema = z.object({ email: loginEmail });
export type EmailRequestInput = z.input<typeof emailRequestSchema>;
export type EmailRequest = z.output<typeof emailRequestSchema>;

/** spec/01 3, 7: changeUserName sends the new address; an administrator may name the user. */
export const changeUserNameSchema = z.object({ email: loginEmail, userId: idTextSchema.optional() });
export type ChangeUserNameInput = z.input<typeof changeUserNameSchema>;
export type ChangeUserName = z.output<typeof changeUserNameSchema>;

/** spec/01 7: POST /api/account/register/confirm, from the link /confirm/{userId}/{securityCode}. */
export const confirmEmailSchema = z.object({ userId: idTextSchema, securityCode: linkCodeSchema });
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;

/** spec/01 7: POST /api/account/checkPassword; true means used before. */
export const checkPasswordSchema = z.object({ password: requiredPassword, userId: idTextSchema });
export type CheckPasswordInput = z.input<typeof checkPasswordSchema>;

/**
 * Issue 18: POST /api/account/password/verify, whether this is the signed-in
 * account's password now (the web app asks before it derives the on-device
 * vault's key from a password no sign-in has just accepted).
 */
export const verifyPasswordSchema = z.object({ password: requiredPassword });
export type VerifyPasswordInput = z.input<typeof verifyPasswordSchema>;

/** docs/api-accounts.md: GET /api/account/twofactor/{userId}/{true|false}. */
export const twoFactorParamsSchema = z.object({ userId: idTextSchema, enabled: z.enum(['true', 'false']) });

/** spec/01 7: POST /api/account/sendConfirmation?accountId=. */
export const accountIdQuerySchema = z.object({ accountId: idTextSchema });

/** The link's HMAC, base64url: far shorter than this. */
const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 200;

/**
 * spec/01 7: GET /api/keap/disableNonTransactionalEmails, with ?userId= (an
 * account) or ?email= (an address without one), and the link's signature.
 */
export const unsubscribeQuerySchema = z.object({
  userId: idTextSchema.optional(),
  email: z.string().max(EMAIL_MAX_LENGTH).optional(),
  token: z.string().max(UNSUBSCRIBE_TOKEN_MAX_LENGTH).optional(),
});
