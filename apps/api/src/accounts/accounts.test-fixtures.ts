import { randomUUID } from 'node:crypto';
import type { RegistrationInput, TokenResponse } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { ensureAdminAccount } from './admin-account';

// Test fixtures: accounts made through the API itself, as a client would
// (STYLE.md: fixtures create users through the API, not by hand).

/** Rate limits high enough that only the rate-limit tests meet them. */
export const GENEROUS_LIMITS = { RATE_LIMIT_PER_IP: '10000', RATE_LIMIT_PER_ACCOUNT: '10000', REQUEST_LIMIT_PER_MINUTE: '0' } as const;

export const TEST_PASSWORD = 'Secret#123';

export function uniqueEmail(prefix = 'customer'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

/** A registration body every rule accepts (spec/01 3, 5). */
export function registrationBody(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    date: '04-23-1985',
    firstName: 'ana',
    middleName: 'maria',
    lastName: 'lopez-garcia',
    suffix: 'Jr.',
    gender: 2,
    termsAndConditions: true,
    privacyPolicy: true,
    state: 'IN',
    city: 'Indianapolis',
    zip: '46204',
    addressType: 1,
    addressLine: '1 Monument Cir',
    homePhone: '',
    workPhone: '',
    mobilePhone: '3175550100',
    languagePreference: 0,
    maritalStatus: 1,
    title: 1,
    ...overrides,
  };
}

export interface EmailRow {
  subject: string;
  body_html: string;
  body_text: string;
  send_by: string;
  status: string;
}

/** The newest e-mail sent to an address with that send-by label. */
export async function lastEmail(app: FastifyInstance, to: string, sendBy: string): Promise<EmailRow> {
  return app.db
    .selectFrom('email_log')
    .select(['subject', 'body_html', 'body_text', 'send_by', 'status'])
    .where('to_address', '=', to)
    .where('send_by', '=', sendBy)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** The link or code in the text part of an e-mail. */
export function linkIn(email: EmailRow): URL {
  const match = /https?:\/\/\S+/.exec(email.body_text);
  if (!match) throw new Error(`no link in: ${email.body_text}`);
  return new URL(match[0]);
}

export function codeIn(email: EmailRow): string {
  const match = /^\d{6}$/m.exec(email.body_text);
  if (!match) throw new Error(`no code in: ${email.body_text}`);
  return match[0];
}

export async function register(app: FastifyInstance, overrides: Partial<RegistrationInput> = {}): Promise<{ userId: string; email: string }> {
  const body = registrationBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/account/register', payload: body });
  if (response.statusCode !== 200) throw new Error(`register: ${response.statusCode} ${response.body}`);
  return { userId: response.json<{ userId: string }>().userId, email: body.email };
}

/** Follows the confirmation link of the registration e-mail. */
export async function confirm(app: FastifyInstance, email: string): Promise<void> {
  const [, , userId, securityCode] = linkIn(await lastEmail(app, email, 'confirmation')).pathname.split('/');
  const response = await app.inject({ method: 'POST', url: '/api/account/register/confirm', payload: { userId, securityCode } });
  if (response.statusCode !== 200) throw new Error(`confirm: ${response.statusCode} ${response.body}`);
}

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<TokenResponse> {
  const response = await app.inject({ method: 'POST', url: '/Token', payload: { grant_type: 'password', userName: email, password } });
  if (response.statusCode !== 200) throw new Error(`sign in: ${response.statusCode} ${response.body}`);
  return response.json<TokenResponse>();
}

export interface Customer {
  userId: string;
  email: string;
  token: TokenResponse;
  headers: { authorization: string };
}

/** Registered, confirmed and signed in. */
export async function createCustomer(app: FastifyInstance, overrides: Partial<RegistrationInput> = {}): Promise<Customer> {
  const { userId, email } = await register(app, overrides);
  await confirm(app, email);
  const token = await signIn(app, email);
  return { userId, email, token, headers: { authorization: `Bearer ${token.access_token}` } };
}

/** The first-start administrator, signed in. */
export async function createAdmin(app: FastifyInstance): Promise<Customer & { password: string }> {
  const email = 'admin@labstore.local';
  const created = await ensureAdminAccount(app.db, email);
  if (!created) throw new Error('createAdmin: an administrator exists already');
  const token = await signIn(app, email, created.password);
  return { userId: token.userId, email, password: created.password, token, headers: { authorization: `Bearer ${token.access_token}` } };
}
