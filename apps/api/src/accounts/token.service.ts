import { LANGUAGE, ROLE, TOKEN_ERROR_CODES, TOKEN_ERROR_MESSAGES, type Language, type MfaRequiredResponse, type Notice, type TokenRequest, type TokenResponse } from '@labstore/domain';
import { AppError } from '../lib/app-error';
import { ordersRepository, type OrdersRepository } from '../orders/orders.repository';
import type { IssuedToken } from '../plugins/auth';
import { accountMail, type AccountServiceDeps } from './account-mail';
import { accountsRepository, type Account } from './accounts.repository';
import { passwordMatches } from './password-checks';
import { securityCodes } from './security-codes';
import { accountKey, isRight, type SignInGuard } from './sign-in-guard';

/** A refusal of /Token, answered OAuth-style { error, error_description } (DESIGN.md API). */
export class TokenError extends AppError {
  constructor(
    readonly oauthError: string,
    description: string,
    statusCode = 400,
  ) {
    super(statusCode, description);
    this.name = 'TokenError';
  }
}

const invalidGrant = (description: string) => new TokenError(TOKEN_ERROR_CODES.invalidGrant, description);

/** Opens a session for a user; the route binds it to app.issueToken and the request. */
export type IssueSession = (userId: string, options: { rememberMe: boolean; actingAdminId?: string }) => Promise<IssuedToken>;

/**
 * Makes a guest's cart the account's at sign-in, answering the notices of
 * what merged (the cart's takeGuestCart, given at composition in app.ts, so
 * accounts does not import the cart).
 */
export type TakeGuestCart = (db: AccountServiceDeps['db'], guestOrderId: string, userId: string) => Promise<Notice[]>;

export function asLanguage(value: number): Language {
  return value === LANGUAGE.Spanish ? LANGUAGE.Spanish : LANGUAGE.English;
}

/**
 * docs/api-accounts.md token response, with the notices of a guest cart that
 * merged into the account's cart at this sign-in (TakeGuestCart).
 */
export async function buildTokenResponse(
  orders: OrdersRepository,
  account: Account,
  issued: IssuedToken,
  options: { isQuasiAdmin: boolean; cartNotices?: Notice[] },
): Promise<TokenResponse> {
  const cart = await orders.findOpenCartOf(account.id);
  return {
    access_token: issued.accessToken,
    token_type: 'bearer',
    expires_in: issued.expiresIn,
    userId: account.id,
    userName: account.email,
    profileId: account.profileId,
    orderId: cart?.id ?? null,
    orderNumber: cart?.number ?? null,
    isAdmin: account.roleId === ROLE.admin,
    isQuasiAdmin: options.isQuasiAdmin,
    languagePreference: asLanguage(account.languagePreference),
    ...(options.cartNotices?.length ? { cartNotices: options.cartNotices } : {}),
  };
}

type PasswordGrant = Extract<TokenRequest, { grant_type: 'password' }>;

/**
 * spec/01 3 orderId: the guest cart sent with the sign-in becomes the
 * account's, taken over or merged into its open cart (DESIGN.md).
 */
function takeGuestCartOf(takeGuestCart: TakeGuestCart, db: AccountServiceDeps['db'], grant: { orderId?: string | null | undefined }, account: Account): Promise<Notice[]> {
  return grant.orderId ? takeGuestCart(db, grant.orderId, account.id) : Promise.resolve([]);
}
type CodeGrant = Extract<TokenRequest, { grant_type: 'code' }>;

/**
 * POST /Token: the password grant and the e-mailed code step (spec/01 4).
 * Wrong passwords and codes are counted per account and client (`client`, the
 * caller's address) by the sign-in guard.
 */
export function tokenService(deps: AccountServiceDeps, guard: SignInGuard, takeGuestCart: TakeGuestCart) {
  const accounts = accountsRepository(deps.db);
  const orders = ordersRepository(deps.db);
  const codes = securityCodes(deps.db);
  const mail = accountMail(deps);

  // The password is checked first: only its owner learns that an account is disabled or unconfirmed.
  async function signInAccount(userName: string, password: string, client: string): Promise<Account> {
    const account = await accounts.findByEmail(userName);
    const matches = await guard.guess(accountKey(account?.id, userName), client, () => passwordMatches(account?.passwordHash, password), isRight);
    if (!account || !matches) throw invalidGrant(TOKEN_ERROR_MESSAGES.incorrect);
    if (!account.isActive) throw invalidGrant(TOKEN_ERROR_MESSAGES.disabled);
    if (!account.emailConfirmed) throw invalidGrant(TOKEN_ERROR_MESSAGES.unconfirmed);
    return account;
  }

  return {
    async passwordGrant(grant: PasswordGrant, issue: IssueSession, client: string): Promise<TokenResponse | MfaRequiredResponse> {
      const account = await signInAccount(grant.userName, grant.password, client);
      if (account.isTwoFactor) {
        await mail.sendMfaCode(account);
        return { userId: account.id };
      }
      const issued = await issue(account.id, { rememberMe: grant.rememberMe });
      return buildTokenResponse(orders, account, issued, { isQuasiAdmin: false, cartNotices: await takeGuestCartOf(takeGuestCart, deps.db, grant, account) });
    },

    /** Each code also allows few attempts of its own (security-codes.ts). */
    async codeGrant(grant: CodeGrant, issue: IssueSession, client: string): Promise<TokenResponse> {
      const check = await guard.guess(accountKey(undefined, grant.userid), client, () => codes.checkMfa(grant.userid, grant.code), (result) => result === 'ok');
      if (check === 'wrong') throw invalidGrant(TOKEN_ERROR_MESSAGES.wrongCode);
      if (check === 'expired') throw invalidGrant(TOKEN_ERROR_MESSAGES.codeExpired);
      const account = await accounts.findById(grant.userid);
      // Disabled between the two steps: refused like the password step would.
      if (!account || !account.isActive) throw invalidGrant(TOKEN_ERROR_MESSAGES.disabled);
      const issued = await issue(account.id, { rememberMe: grant.rememberMe });
      return buildTokenResponse(orders, account, issued, { isQuasiAdmin: false, cartNotices: await takeGuestCartOf(takeGuestCart, deps.db, grant, account) });
    },
  };
}
