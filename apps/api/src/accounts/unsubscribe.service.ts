import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@labstore/domain';
import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../plugins/auth';
import { accountsRepository } from './accounts.repository';
import { isUuid } from '../lib/uuid';
import { storedSetting } from '../settings/settings.repository';

const SIGNING_KEY_SETTING = 'accounts.unsubscribe_signing_key';

// One key for every instance, generated on first use and kept in the
// database like the development JWT secret (plugins/auth.ts).
async function signingKey(db: Kysely<Database>): Promise<Buffer> {
  return Buffer.from(await storedSetting(db, SIGNING_KEY_SETTING, randomBytes(32).toString('base64url')), 'base64url');
}

/** The mailing list an unsubscribe takes the address off (the newsletter's CRM, given at composition in app.ts). */
export interface MailingList {
  unsubscribe(email: string): Promise<void>;
}

/** Who a link unsubscribes: an account (the spec's userId) or a mailing-list address without one. */
export type UnsubscribeTarget = { userId: string } | { email: string };

/**
 * spec/01 2.1, 7 unsubscribe (the CRM's local default): the e-mailed link
 * carries the userId of the spec and a token signing it, so nobody can
 * unsubscribe someone else by changing the id. Signed-in, the user itself or
 * an administrator needs no token (spec/03 7 lists the call for the dashboard).
 * Non-transactional mail to an address with no account (the blog newsletter,
 * spec/02 7) carries the address instead, signed the same way.
 */
export function unsubscribeService(db: Kysely<Database>, publicUrl: string, newsletter: MailingList) {
  const accounts = accountsRepository(db);
  let key: Promise<Buffer> | undefined;
  // The prefixes keep an account's token from ever serving as an address's, and back.
  const subjectOf = (target: UnsubscribeTarget) => ('userId' in target ? `unsubscribe:${target.userId.toLowerCase()}` : `unsubscribe-address:${target.email.toLowerCase()}`);
  const sign = async (target: UnsubscribeTarget) => {
    key ??= signingKey(db);
    return createHmac('sha256', await key).update(subjectOf(target)).digest('base64url');
  };

  async function tokenIsValid(target: UnsubscribeTarget, token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const expected = Buffer.from(await sign(target));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async function disableAccount(auth: AuthContext | null, userId: string, token: string | undefined): Promise<void> {
    const allowed = auth && (auth.userId === userId || auth.isAdmin) ? true : await tokenIsValid({ userId }, token);
    if (!allowed || !isUuid(userId)) throw AppError.badRequest(ACCOUNT_MESSAGES.unsubscribeLinkInvalid);
    const account = await accounts.findById(userId);
    if (!account) throw AppError.badRequest(ACCOUNT_MESSAGES.unsubscribeLinkInvalid);
    await accounts.disableNonTransactionalEmails(userId);
    // The blog newsletter is non-transactional mail too, to the same address.
    await newsletter.unsubscribe(account.email.toLowerCase());
  }

  async function disableAddress(email: string, token: string | undefined): Promise<void> {
    // Only the link's token: an address is no secret, so signing in as someone is no licence for it.
    if (!(await tokenIsValid({ email }, token))) throw AppError.badRequest(ACCOUNT_MESSAGES.unsubscribeLinkInvalid);
    const address = email.toLowerCase();
    await newsletter.unsubscribe(address);
    // An account opened with the address since the mail went out has asked for the same.
    const account = await accounts.findByEmail(address);
    if (account) await accounts.disableNonTransactionalEmails(account.id);
  }

  return {
    /** The link for a non-transactional e-mail's footer (the newsletter, spec/02 7): the web app's unsubscribe dialog. */
    async link(target: UnsubscribeTarget | string): Promise<string> {
      const subject = typeof target === 'string' ? { userId: target } : target;
      const query = new URLSearchParams('userId' in subject ? { userId: subject.userId } : { email: subject.email.toLowerCase() });
      query.set('token', await sign(subject));
      return `${publicUrl}/disableNonTransactionalEmails?${query.toString()}`;
    },

    /** Stops non-transactional mail to that account or address only. */
    async disable(auth: AuthContext | null, target: UnsubscribeTarget, token: string | undefined): Promise<void> {
      if ('userId' in target) return disableAccount(auth, target.userId, token);
      return disableAddress(target.email, token);
    },
  };
}
