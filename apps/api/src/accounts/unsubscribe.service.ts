import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@labstore/domain';
import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../plugins/auth';
import { accountsRepository } from './accounts.repository';
import { isUuid } from './security-codes';

const SIGNING_KEY_SETTING = 'accounts.unsubscribe_signing_key';

// One key for every instance, generated on first use and kept in the
// database like the development JWT secret (plugins/auth.ts).
async function signingKey(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('app_settings')
    .values({ key: SIGNING_KEY_SETTING, value: JSON.stringify(randomBytes(32).toString('base64url')) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', SIGNING_KEY_SETTING).executeTakeFirstOrThrow();
  return Buffer.from(String(row.value), 'base64url');
}

/**
 * spec/01 2.1, 7 unsubscribe (the CRM's local default): the e-mailed link
 * carries the userId of the spec and a token signing it, so nobody can
 * unsubscribe someone else by changing the id. Signed-in, the user itself or
 * an administrator needs no token (spec/03 7 lists the call for the dashboard).
 */
export function unsubscribeService(db: Kysely<Database>, publicUrl: string) {
  const accounts = accountsRepository(db);
  let key: Promise<Buffer> | undefined;
  const sign = async (userId: string) => {
    key ??= signingKey(db);
    return createHmac('sha256', await key).update(`unsubscribe:${userId.toLowerCase()}`).digest('base64url');
  };

  async function tokenIsValid(userId: string, token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const expected = Buffer.from(await sign(userId));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  return {
    /** The link for a non-transactional e-mail's footer (the newsletter, spec/02 7): the web app's unsubscribe dialog. */
    async link(userId: string): Promise<string> {
      const query = new URLSearchParams({ userId, token: await sign(userId) });
      return `${publicUrl}/disableNonTransactionalEmails?${query.toString()}`;
    },

    async disable(auth: AuthContext | null, userId: string, token: string | undefined): Promise<void> {
      const allowed = auth && (auth.userId === userId || auth.isAdmin) ? true : await tokenIsValid(userId, token);
      if (!allowed || !isUuid(userId)) throw AppError.badRequest(ACCOUNT_MESSAGES.unsubscribeLinkInvalid);
      const account = await accounts.findById(userId);
      if (!account) throw AppError.badRequest(ACCOUNT_MESSAGES.unsubscribeLinkInvalid);
      await accounts.disableNonTransactionalEmails(userId);
    },
  };
}
