import { searchParams, textParam as text } from '../lib/search-params';

// Query parameters the spec names per route (spec/01 2.1, 2.5; spec/02
// 2.1; spec/03 Routes), validated in each route's validateSearch. The router
// parses values as JSON, so '?userId=42' arrives as a number: every value is
// taken back to text, and anything unusable is dropped instead of failing.

/** Home, ResetPassword: userId with SecurityCode opens the reset-password dialog. */
export const passwordResetSearch = searchParams({ userId: text, SecurityCode: text });

/**
 * disableNonTransactionalEmails: the e-mailed link names the account (userId)
 * or, for a newsletter address without one, the address (email), signed with a token.
 */
export const unsubscribeSearch = searchParams({ userId: text, email: text, token: text });

/** search?query=: the search popup's variant of search/{text}. */
export const searchQuerySearch = searchParams({ query: text });
