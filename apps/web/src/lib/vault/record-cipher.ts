import { type Bytes, ownBytes, randomBytes, utf8 } from './bytes';

/** AES-GCM's recommended IV length; a fresh random one for every record written. */
export const IV_BYTES = 12;

/** What IndexedDB holds for an encrypted value: its IV and ciphertext (with the GCM tag). */
export interface Sealed {
  iv: Bytes;
  ciphertext: Bytes;
}

const FORMAT = 'labstore-vault/v1';

/**
 * The additional data that binds a record to where it is kept: a record
 * copied to another account, kind or id fails AES-GCM's check there.
 */
export function recordBinding(accountId: string, kind: string, id: string): Bytes {
  return utf8(JSON.stringify([FORMAT, 'record', accountId, kind, id]));
}

export function verifierBinding(accountId: string): Bytes {
  return utf8(JSON.stringify([FORMAT, 'verifier', accountId]));
}

export async function seal(key: CryptoKey, plaintext: Bytes, additionalData: Bytes): Promise<Sealed> {
  const iv = randomBytes(IV_BYTES);
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, plaintext);
  return { iv, ciphertext: new Uint8Array(ciphertext) };
}

/** The plaintext, or undefined when AES-GCM refuses (wrong key, altered bytes, other additional data). */
export async function open(key: CryptoKey, sealed: Sealed, additionalData: Bytes): Promise<Bytes | undefined> {
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: ownBytes(sealed.iv), additionalData },
      key,
      ownBytes(sealed.ciphertext),
    );
    return new Uint8Array(plaintext);
  } catch {
    return undefined;
  }
}
