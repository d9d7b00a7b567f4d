import { mfaRequiredSchema, tokenResponseSchema, type TokenResponse } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { accountMutationKeys } from './account-mutation-keys';

// spec/01 3, 4, 7: POST /Token, form-encoded. The password grant answers the
// token, or only a user id when an e-mailed code is needed; the code step
// (grant_type 'code') answers the token (docs/api-accounts.md Sessions).
// Both are checked with the schemas the API answers with (packages/domain).

export type PasswordGrantAnswer = { kind: 'signedIn'; token: TokenResponse } | { kind: 'codeRequired'; userId: string };

const passwordGrantAnswerSchema = {
  parse(data: unknown): PasswordGrantAnswer {
    const token = tokenResponseSchema.safeParse(data);
    if (token.success) return { kind: 'signedIn', token: token.data };
    return { kind: 'codeRequired', userId: mfaRequiredSchema.parse(data).userId };
  },
};

export interface PasswordGrant {
  userName: string;
  password: string;
  rememberMe: boolean;
  /** The guest cart to carry into the account (spec/01 7). */
  orderId?: string | null;
}

function loginFields(grant: PasswordGrant): Record<string, string> {
  return {
    userName: grant.userName,
    password: grant.password,
    rememberMe: String(grant.rememberMe),
    ...(grant.orderId ? { orderId: grant.orderId } : {}),
  };
}

export const requestPasswordGrant = (grant: PasswordGrant): Promise<PasswordGrantAnswer> =>
  http.postForm('/Token', { grant_type: 'password', ...loginFields(grant) }, passwordGrantAnswerSchema);

/** spec/01 3: the code step repeats the login payload and adds userid and code. */
export const requestCodeGrant = (grant: PasswordGrant & { userid: string; code: string }): Promise<TokenResponse> =>
  http.postForm('/Token', { grant_type: 'code', ...loginFields(grant), userid: grant.userid, code: grant.code }, tokenResponseSchema);

export const usePasswordGrant = () => useMutation({ mutationKey: accountMutationKeys.signIn('password'), mutationFn: requestPasswordGrant });

export const useCodeGrant = () => useMutation({ mutationKey: accountMutationKeys.signIn('code'), mutationFn: requestCodeGrant });
