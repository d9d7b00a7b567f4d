import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '../../../lib/http-client';
import { useAuthSession } from '../../../lib/session/current-session';

// GET /api/account/userInfo: who is signed in. The e-mail address (userName)
// is read from here, never stored (DESIGN.md). zod/mini: the header asks it
// on the first load. Other features get what they need of it from the app
// (app/root-layout.tsx), never by importing this feature.
const userInfoSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  profileId: z.nullish(z.string()),
  isAdmin: z.boolean(),
  isQuasiAdmin: z.boolean(),
  languagePreference: z.number(),
  emailConfirmed: z.optional(z.boolean()),
  isTwoFactor: z.optional(z.boolean()),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

export const sessionKeys = {
  all: ['account'] as const,
  userInfo: (token: string) => [...sessionKeys.all, 'userInfo', token.slice(-16)] as const,
};

export const getUserInfo = (signal?: AbortSignal): Promise<UserInfo> => http.get('/api/account/userInfo', userInfoSchema, signal);

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
  return useQuery({ ...userInfoQueryOptions(current?.access_token ?? ''), enabled: current !== null });
}
