import { utf8 } from './bytes';
import { open, type Sealed, seal, verifierBinding } from './record-cipher';

// Issue 18: the password is checked offline by decrypting this, never by
// keeping the password or a hash of it. AES-GCM's tag fails under any other
// key, so a wrong password cannot open it; the text itself is no secret.
const VERIFIER_TEXT = 'labstore vault verifier';

export function makeVerifier(key: CryptoKey, accountId: string): Promise<Sealed> {
  return seal(key, utf8(VERIFIER_TEXT), verifierBinding(accountId));
}

export async function keyOpensVerifier(key: CryptoKey, accountId: string, verifier: Sealed): Promise<boolean> {
  return (await open(key, verifier, verifierBinding(accountId))) !== undefined;
}
