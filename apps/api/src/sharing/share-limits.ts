import { SHARING_MESSAGES } from '@labstore/domain';
import { AppError } from '../lib/app-error';
import type { ShareCounter, ShareHistoryRepository } from './share-history.repository';

// Issue 17: sharing cannot be used to mail-bomb (docs/decisions.md "After
// the order", Share links). Counted in share_history itself, so every
// instance counts the same shares, and revoked links still count: the
// e-mail went out.

interface ShareLimit {
  max: number;
  hours: number;
  message: string;
}

export const SENDER_LIMITS: readonly ShareLimit[] = [
  { max: 10, hours: 1, message: SHARING_MESSAGES.tooManyShares },
  { max: 30, hours: 24, message: SHARING_MESSAGES.tooManyShares },
];

export const RECIPIENT_LIMITS: readonly ShareLimit[] = [{ max: 5, hours: 24, message: SHARING_MESSAGES.tooManySharesToRecipient }];

/** A share over a limit: 429, and when to try again. */
export class ShareLimitReached extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'ShareLimitReached';
  }
}

async function assertUnder(shares: ShareHistoryRepository, counter: ShareCounter, limits: readonly ShareLimit[]): Promise<void> {
  for (const limit of limits) {
    const { count, retryAfterSeconds } = await shares.countSince(counter, limit.hours);
    if (count >= limit.max) throw new ShareLimitReached(limit.message, retryAfterSeconds);
  }
}

/**
 * In the transaction that then inserts the share: the sender's and the
 * address's locks are held until it commits, so two shares at once cannot
 * both pass the last free place. Every transaction takes the sender's lock
 * before the address's, and one of each, so two never wait on each other.
 */
export async function assertWithinShareLimits(shares: ShareHistoryRepository, senderId: string, recipient: string): Promise<void> {
  await shares.lock({ senderId });
  await assertUnder(shares, { senderId }, SENDER_LIMITS);
  await shares.lock({ recipient });
  await assertUnder(shares, { recipient }, RECIPIENT_LIMITS);
}
