import type { UserInfo } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterFirstScreen } from '../../../lib/first-screen';
import { http } from '../../../lib/http-client';
import { getChecked, lazySchema } from '../../../lib/lazy-schema';
import { useAuthSession } from '../../../lib/session/current-session';

// GET /api/account/userInfo: who is signed in. The e-mail address (userName)
// is read from here, never stored (DESIGN.md); the answer is checked with the
// schema the API answers with (packages/domain). Other features get what they
// need of it from the app (app/root-layout.tsx), never by importing this one.
export const sessionKeys = {
  all: ['account'] as const,
  userInfo: (token: string) => [...sessionKeys.all, 'userInfo', token.slice(-16)] as const,
};

// The header asks at start when signed in; the schema (and zod with it)
// loads alongside rather than in the first load (lib/lazy-schema.ts).
const userInfoSchema = lazySchema(() => import('./user-info-schema').then((module) => module.userInfoSchema));

export const getUserInfo = (signal?: AbortSignal): Promise<UserInfo> => getChecked(http, '/api/account/userInfo', userInfoSchema, signal);

/** Keyed by the session (the end of its token), so another sign-in never shows the previous user's answer. */
export const userInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sessionKeys.userInfo(token),
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: 5 * 60_000,
  });

/** The signed-in user's account (e-mail, flags); idle while signed out. */
export function useUserInfo() {
  const current = useAuthSession();
  // A visitor may sign in at any moment: with the schema already here, the
  // header shows the account (and closes the phone menu) as soon as the
  // answer arrives, not a chunk's round trip later. A failed load is tried
  // again by the request itself.
  useEffect(() => {
    void afterFirstScreen()
      .then(userInfoSchema)
      .catch(() => undefined);
  }, []);
  return useQuery({ ...userInfoQueryOptions(current?.access_token ?? ''), enabled: current !== null });
}
