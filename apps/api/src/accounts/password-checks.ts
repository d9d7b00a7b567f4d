import { hashPassword, verifyPassword } from './password-hasher';

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. With no account there is still
 * a hash to check against, so an unknown e-mail takes as long as a wrong
 * password and the time does not tell them apart (spec/01 8 same words).
 */
export async function passwordMatches(passwordHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('labstore-no-such-account');
  const target = passwordHash ?? (await dummyHash);
  const matches = await verifyPassword(target, password).catch(() => false);
  return passwordHash !== undefined && matches;
}

/** spec/01 5, 8 reuse rule: the password matches any hash the user has ever had. */
export async function matchesAnyOf(passwordHashes: readonly string[], password: string): Promise<boolean> {
  for (const passwordHash of passwordHashes) {
    if (await passwordMatches(passwordHash, password)) return true;
  }
  return false;
}
