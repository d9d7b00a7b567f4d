import { type Bytes, randomBytes, utf8 } from './bytes';

/**
 * OWASP Password Storage Cheat Sheet's current figure for PBKDF2-HMAC-SHA256
 * (issue 18: "at least OWASP's current iteration count"). Each vault keeps the
 * count it was made with, so raising this constant changes new vaults and
 * password changes while older vaults still unlock with theirs.
 */
export const PBKDF2_ITERATIONS = 600_000;

/** A random salt per account and device, made when the vault is set up (and again at each password change). */
export const SALT_BYTES = 16;

export function newSalt(): Bytes {
  return randomBytes(SALT_BYTES);
}

/**
 * The AES-GCM 256 key for a vault, from the customer's password. Not
 * extractable: the page can use it but never read it out, and nothing writes
 * it anywhere; it lives in the key holder until `lock()`.
 */
export async function deriveVaultKey(password: string, salt: Bytes, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', utf8(password), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}
