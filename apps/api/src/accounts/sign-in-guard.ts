import type { AppConfig } from '../config';
import { TooManyAttemptsError, type AttemptLog } from '../plugins/rate-limit';

const HOUR_SECONDS = 3600;

interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
  /** Reaching this limit locks the account for everyone: its owner is told. */
  locksAccount?: boolean;
}

export interface SignInGuardEvents {
  /** The counter store failed; the limit was skipped. */
  storeFailed(error: unknown): void;
  /** The account reached its hourly cap; called at most once an hour per account. */
  accountLocked(account: string): Promise<void>;
}

/**
 * The key of the account a guess is aimed at: its id when it exists, else the
 * name it was asked by, so unknown e-mails are limited the same way.
 */
export const accountKey = (accountId: string | undefined, name: string): string => accountId ?? name.trim().toLowerCase();

/** For guesses whose check answers true when right. */
export const isRight = (right: boolean): boolean => right;

/**
 * Counts failed password (and MFA code) guesses, never successes
 * (docs/api-accounts.md Rate limits, docs/decisions.md Sign-in throttling):
 * - per client address across accounts (credential stuffing);
 * - per account and client, so a stranger's failures never lock the owner out;
 * - per account across all clients, at most RATE_LIMIT_ACCOUNT_FAILURES_PER_HOUR
 *   an hour (OWASP ASVS 2.2.1); over it every client is refused until the hour
 *   rolls or a new password is set, and the owner is told once.
 * Each guess takes its places before the check and gives them back when it
 * succeeds, so concurrent guesses cannot exceed a limit.
 */
export function signInGuard(log: AttemptLog, config: AppConfig, events: SignInGuardEvents) {
  const onStoreError = (error: unknown) => events.storeFailed(error);
  const accountLimitKey = (account: string) => `sign-in:account:${account}`;
  const limitsOf = (account: string, client: string): Limit[] => [
    { key: `sign-in:client:${client}`, max: config.RATE_LIMIT_PER_IP, windowSeconds: config.RATE_LIMIT_PER_IP_WINDOW_SECONDS },
    { key: `sign-in:account-client:${account}:${client}`, max: config.RATE_LIMIT_PER_ACCOUNT, windowSeconds: config.RATE_LIMIT_PER_ACCOUNT_WINDOW_SECONDS },
    { key: accountLimitKey(account), max: config.RATE_LIMIT_ACCOUNT_FAILURES_PER_HOUR, windowSeconds: HOUR_SECONDS, locksAccount: true },
  ];

  async function tellOwner(account: string): Promise<void> {
    // The log itself keeps it to one notice an hour, across instances too.
    const notice = await log.take(`sign-in:locked-notice:${account}`, 1, HOUR_SECONDS).catch(onStoreError);
    if (notice?.allowed) await events.accountLocked(account);
  }

  async function release(taken: Array<{ key: string; id: string }>): Promise<void> {
    await Promise.all(taken.map(({ key, id }) => log.release(key, id).catch(onStoreError)));
  }

  /** Takes a place under every limit, or gives back those taken and refuses. */
  async function takeAll(limits: Limit[], account: string): Promise<Array<{ key: string; id: string }>> {
    const taken: Array<{ key: string; id: string }> = [];
    for (const { key, max, windowSeconds, locksAccount } of limits) {
      // A store outage must not stop sign-in: the limit is skipped and the outage logged.
      const result = await log.take(key, max, windowSeconds).catch((error: unknown) => onStoreError(error));
      if (!result) continue;
      if (!result.allowed) {
        await release(taken);
        if (locksAccount) await tellOwner(account);
        throw new TooManyAttemptsError(result.retryAfterSeconds);
      }
      taken.push({ key, id: result.id });
    }
    return taken;
  }

  return {
    /**
     * Runs `attempt` unless a limit is reached, in which case it throws
     * TooManyAttemptsError without trying, so a refused guess tells nothing.
     * Only an attempt that did not succeed stays counted.
     */
    async guess<T>(account: string, client: string, attempt: () => Promise<T>, succeeded: (result: T) => boolean): Promise<T> {
      const taken = await takeAll(limitsOf(account, client), account);
      let result: T;
      try {
        result = await attempt();
      } catch (error) {
        await release(taken);
        throw error;
      }
      if (succeeded(result)) await release(taken);
      return result;
    },

    /** A new password makes the guesses at the old one worthless: the account's hourly cap starts again. */
    async forgive(account: string): Promise<void> {
      await log.clear(accountLimitKey(account)).catch(onStoreError);
    },
  };
}

export type SignInGuard = ReturnType<typeof signInGuard>;
