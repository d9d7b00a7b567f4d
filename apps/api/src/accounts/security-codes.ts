import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '@labstore/db';
import { exhaustiveMap, MFA_CODE_DIGITS } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { newLinkCode } from '../lib/link-codes';
import { isUuid } from '../lib/uuid';
import { securityCodesRepository } from './security-codes.repository';

/** How long an e-mailed link or code works (issue 3; DESIGN.md API). */
export const CODE_LIFETIME_MS = {
  confirm_email: 7 * 24 * 3_600_000,
  reset_password: 3_600_000,
  mfa: 10 * 60_000,
} as const;

/** The same lifetimes by purpose (issue 14: lookups go through a Map). */
const LIFETIME_OF = exhaustiveMap(CODE_LIFETIME_MS);

/** The 5th wrong MFA code ends that code (docs/api-accounts.md). */
export const MFA_MAX_ATTEMPTS = 5;

export type LinkPurpose = 'confirm_email' | 'reset_password';
export type MfaCheck = 'ok' | 'wrong' | 'expired';

export function newMfaCode(): string {
  return String(randomInt(0, 10 ** MFA_CODE_DIGITS)).padStart(MFA_CODE_DIGITS, '0');
}

// Only a hash is stored, salted with the user id so equal codes of two users
// differ; the codes are random, so a fast hash is enough.
export function hashCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Issues and checks the codes of e-mail confirmation, password reset and MFA. */
export function securityCodes(db: Kysely<Database>) {
  const repository = securityCodesRepository(db);

  async function issue(userId: string, purpose: LinkPurpose | 'mfa', code: string): Promise<string> {
    await repository.replace(userId, purpose, hashCode(userId, code), new Date(Date.now() + LIFETIME_OF.get(purpose)));
    return code;
  }

  return {
    issueLink: (userId: string, purpose: LinkPurpose) => issue(userId, purpose, newLinkCode()),
    issueMfa: (userId: string) => issue(userId, 'mfa', newMfaCode()),

    /** The id of the live code a link carries, without using it up; undefined when bad, used or expired. */
    async findLink(userId: string, purpose: LinkPurpose, code: string): Promise<string | undefined> {
      if (!isUuid(userId)) return undefined;
      const live = await repository.findLatestUnused(userId, purpose);
      if (!live || live.expired || !sameHash(live.codeHash, hashCode(userId, code))) return undefined;
      return live.id;
    },

    /** Whether this link of the user's was good once and is used up (opened before, or replaced by a newer one). */
    async wasLinkUsed(userId: string, purpose: LinkPurpose, code: string): Promise<boolean> {
      if (!isUuid(userId)) return false;
      return repository.hasUsed(userId, purpose, hashCode(userId, code));
    },

    /** Uses a code up; false when a concurrent request was first. */
    consume: (id: string) => repository.consume(id),

    /** spec/01 4 code step: single use, 10 minutes, 5 attempts. A right code is used up. */
    async checkMfa(userId: string, code: string): Promise<MfaCheck> {
      if (!isUuid(userId)) return 'expired';
      const live = await repository.findLatestUnused(userId, 'mfa');
      if (!live || live.expired || live.attempts >= MFA_MAX_ATTEMPTS) return 'expired';
      if (sameHash(live.codeHash, hashCode(userId, code))) return (await repository.consume(live.id)) ? 'ok' : 'expired';
      const attempts = await repository.addAttempt(live.id);
      return attempts >= MFA_MAX_ATTEMPTS ? 'expired' : 'wrong';
    },
  };
}

export type SecurityCodes = ReturnType<typeof securityCodes>;
