import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { storedSetting } from '../settings/settings.repository';
import { CrmCodeRefused, type CrmAuthorisation } from './crm-authorisation';

// The local CRM (DESIGN.md "Outside services"): no CRM account, so it plays
// the CRM's part in the sign-in itself. Its "sign-in page" is the redirect
// back to the dashboard with a code it signed, good for ten minutes as an
// OAuth code is; redeeming checks the signature and keeps the code. A code it
// did not issue is refused, as Keap refuses one it did not.

export const LOCAL_CRM_CLIENT_ID = 'labstore-local';
const SIGNING_KEY_SETTING = 'crm.local-signing-key';
export const LOCAL_CODE_LIFETIME_SECONDS = 10 * 60;

export interface LocalCrmOptions {
  db: Kysely<Database>;
  /** PUBLIC_URL + /dashboard/infusionsoft. */
  redirectUri: string;
  now?: () => Date;
}

export function localCrm({ db, redirectUri, now = () => new Date() }: LocalCrmOptions): CrmAuthorisation {
  const signingKey = async () => Buffer.from(await storedSetting(db, SIGNING_KEY_SETTING, randomBytes(32).toString('base64url')), 'base64url');
  const signatureOf = (key: Buffer, body: string) => createHmac('sha256', key).update(`${redirectUri}\n${body}`).digest();

  return {
    name: 'local',
    clientId: LOCAL_CRM_CLIENT_ID,

    async authorisationPageUrl() {
      const expires = Math.floor(now().getTime() / 1000) + LOCAL_CODE_LIFETIME_SECONDS;
      const body = `${expires}.${randomBytes(12).toString('base64url')}`;
      const code = `${body}.${signatureOf(await signingKey(), body).toString('base64url')}`;
      return `${redirectUri}?${new URLSearchParams({ code }).toString()}`;
    },

    async redeem(code) {
      const [expires = '', nonce = '', signature = '', ...rest] = code.split('.');
      const given = Buffer.from(signature, 'base64url');
      const expected = signatureOf(await signingKey(), `${expires}.${nonce}`);
      const genuine = rest.length === 0 && given.length === expected.length && timingSafeEqual(given, expected);
      if (!genuine) throw new CrmCodeRefused('The local CRM did not issue this code.');
      if (Number(expires) * 1000 < now().getTime()) throw new CrmCodeRefused('The local CRM code has expired.');
      return { kind: 'code', code };
    },
  };
}
