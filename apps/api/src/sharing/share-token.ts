import { createHash, randomBytes } from 'node:crypto';

// docs/decisions.md "After the order", Share links: the e-mail carries the
// token in the link's fragment; the database keeps only its SHA-256, so a
// copy of the table opens nothing.

const TOKEN_BYTES = 32;

/** A new link token: 32 random bytes, base64url (43 characters). */
export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What is stored of a token, and how a presented one is looked up. */
export function shareTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
