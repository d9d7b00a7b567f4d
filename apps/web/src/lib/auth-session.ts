// spec/01 3: session storage key 'auth' holds the signed-in session record
// (access_token, profileId, isAdmin, ...). This module is the only reader of
// that key; signing in and out (which write it) come with the accounts issue.
export const AUTH_SESSION_KEY = 'auth';

type ReadableStorage = Pick<Storage, 'getItem'>;

/** The bearer token of the stored session, or null when signed out or the record is unreadable. */
export function readAccessToken(storage: ReadableStorage | undefined = browserSessionStorage()): string | null {
  const raw = storage?.getItem(AUTH_SESSION_KEY);
  if (!raw) return null;
  try {
    const record: unknown = JSON.parse(raw);
    const token = typeof record === 'object' && record !== null ? Reflect.get(record, 'access_token') : undefined;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

function browserSessionStorage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}
