import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the code in confirmation, reset, login-as and newsletter links. */
export function newLinkCode(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The hash of a random link code that is looked up by its hash alone (a
 * login-as code, a newsletter confirmation): the link carries nothing else,
 * and the code's 256 random bits make a fast unsalted hash enough.
 */
export function hashLinkCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
