import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { RegistrationInput, TokenResponse } from '@labstore/domain';
import type { MailCatcher } from './mail-catcher';

// Customers for the account journeys, made through the API as any client
// would (STYLE.md: fixtures create users through the API rather than by
// clicking through sign-up): register, confirm with the link from the caught
// e-mail, sign in for a token.

export const CUSTOMER_PASSWORD = 'Secret#123';

/** Rate limits out of the journeys' way (several registrations come from one address). */
export const GENEROUS_RATE_LIMITS = { RATE_LIMIT_PER_IP: '10000', RATE_LIMIT_PER_ACCOUNT: '10000' } as const;

export interface TestCustomer {
  email: string;
  password: string;
  userId: string;
  profileId: string;
  accessToken: string;
  firstName: string;
  lastName: string;
  mobilePhone: string;
}

async function call<T>(baseUrl: string, path: string, init: { method: string; json?: unknown; form?: Record<string, string>; token?: string }): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(`${baseUrl}${path}`, { method: init.method, headers, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

let emailCounter = 0;

/** An address no other journey in this run uses. */
export function uniqueEmail(label: string): string {
  emailCounter += 1;
  return `${label}.${Date.now().toString(36)}${emailCounter}@example.com`;
}

/** The path of the activation link e-mailed on registration: /confirm/{userId}/{securityCode}. */
export const CONFIRM_LINK = /(\/confirm\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+)/;

/** POST /Token with the password grant. */
export function requestToken(baseUrl: string, email: string, password: string): Promise<TokenResponse> {
  return call<TokenResponse>(baseUrl, '/Token', { method: 'POST', form: { grant_type: 'password', userName: email, password, rememberMe: 'false' } });
}

/** A registered, confirmed customer with a fresh token; names and phone differ per customer so pages can be told apart. */
export async function createCustomer(baseUrl: string, mail: MailCatcher, overrides: Partial<RegistrationInput> = {}): Promise<TestCustomer> {
  const tag = randomUUID().slice(0, 8);
  const body: RegistrationInput = {
    email: uniqueEmail('customer'),
    password: CUSTOMER_PASSWORD,
    confirmPassword: CUSTOMER_PASSWORD,
    date: '04-23-1985',
    firstName: 'Ana',
    middleName: '',
    lastName: `Lopez${tag.replace(/[^a-f]/g, '').slice(0, 4) || 'x'}`,
    suffix: 'None',
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
    mobilePhone: `317555${String(Number.parseInt(tag.slice(0, 4), 16) % 10000).padStart(4, '0')}`,
    languagePreference: 0,
    maritalStatus: 1,
    title: 1,
    ...overrides,
  };
  const { userId } = await call<{ userId: string }>(baseUrl, '/api/account/register', { method: 'POST', json: body });
  const link = await mail.waitFor(body.email, CONFIRM_LINK);
  const [, , linkedUser, securityCode] = link.split('/');
  if (linkedUser !== userId || !securityCode) throw new Error(`unexpected confirmation link ${link}`);
  await call(baseUrl, '/api/account/register/confirm', { method: 'POST', json: { userId, securityCode } });
  const token = await requestToken(baseUrl, body.email, CUSTOMER_PASSWORD);
  if (!token.profileId) throw new Error('a registered customer has a profile');
  return {
    email: body.email,
    password: CUSTOMER_PASSWORD,
    userId,
    profileId: token.profileId,
    accessToken: token.access_token,
    firstName: body.firstName,
    lastName: body.lastName,
    mobilePhone: body.mobilePhone ?? '',
  };
}

/** Turns MFA on as the customer itself (GET /api/account/twofactor/{userId}/true), then ends that session. */
export async function turnOnMfa(baseUrl: string, customer: TestCustomer): Promise<void> {
  await call(baseUrl, `/api/account/twofactor/${customer.userId}/true`, { method: 'GET', token: customer.accessToken });
  await call(baseUrl, '/api/account/logout', { method: 'POST', token: customer.accessToken });
}

/** GET a path with a customer's token; answers the status only (the body may be refused). */
export async function statusOf(baseUrl: string, path: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  await response.arrayBuffer();
  return response.status;
}

/**
 * The first-start administrator's credentials. The server's stdout is a pipe
 * here, not a terminal, so they are in the owner-only file its log names.
 */
export function adminPasswordFrom(output: string): { email: string; password: string } {
  const file = /"file":("[^"]+admin-password\.txt")/.exec(output)?.[1];
  if (!file) throw new Error(`the server output names no administrator password file:\n${output}`);
  const notice = readFileSync(JSON.parse(file) as string, 'utf8');
  const email = /e-mail:\s+(\S+)/.exec(notice)?.[1];
  const password = /password:\s+(\S+)/.exec(notice)?.[1];
  if (!email || !password) throw new Error('no administrator credentials in the password file');
  return { email, password };
}
