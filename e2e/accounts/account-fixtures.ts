import type { RunningServer } from '@labstore/infra/server-process';
import type { MailCatcher } from '../support/mail-catcher';

// Accounts made through the API, as a journey's starting point (STYLE.md:
// fixtures create users through the API rather than clicking through sign-up).

export const PASSWORD = 'Secret#123';

let counter = 0;

/** An address no other journey in this run uses. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@example.com`;
}

/** The spec's registration model for a resident of Indiana. */
export function registrationBody(email: string) {
  return {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    date: '03-07-1990',
    firstName: 'Ana',
    middleName: '',
    lastName: 'Lopez',
    suffix: 'None',
    gender: 2,
    termsAndConditions: true,
    privacyPolicy: true,
    state: 'IN',
    city: 'Indianapolis',
    zip: '46204',
    addressType: 1,
    addressLine: '1 Monument Circle',
    homePhone: '',
    workPhone: '',
    mobilePhone: '3175550100',
    languagePreference: 0,
    maritalStatus: 1,
    title: 1,
  };
}

async function call(server: RunningServer, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** The path of the activation link e-mailed to `email`. */
export const CONFIRM_LINK = /(\/confirm\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+)/;

/** Registers and confirms an account through the API and the e-mailed link; answers its user id. */
export async function createConfirmedUser(server: RunningServer, mail: MailCatcher, email: string): Promise<string> {
  const { userId } = (await call(server, '/api/account/register', json(registrationBody(email)))) as { userId: string };
  const link = await mail.waitFor(email, CONFIRM_LINK);
  const [, , user, securityCode] = link.split('/');
  await call(server, '/api/account/register/confirm', json({ userId: user, securityCode }));
  return userId;
}

/** A password-grant token for the account. */
export async function tokenFor(server: RunningServer, email: string, password = PASSWORD): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', userName: email, password, rememberMe: 'false' });
  const answer = (await call(server, '/Token', { method: 'POST', body })) as { access_token: string };
  return answer.access_token;
}

/** Turns MFA on as the user itself (docs/api-accounts.md: GET /api/account/twofactor/{userId}/true). */
export async function turnOnMfa(server: RunningServer, email: string, userId: string): Promise<void> {
  const token = await tokenFor(server, email);
  await call(server, `/api/account/twofactor/${userId}/true`, { headers: { Authorization: `Bearer ${token}` } });
  await call(server, '/api/account/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
}

/** Generous limits: a journey signs in and checks addresses more often than a person would. */
export const JOURNEY_SETTINGS = { RATE_LIMIT_PER_IP: '200', RATE_LIMIT_PER_ACCOUNT: '50' };
