// The API's refusals any route can give, apart from the other server
// messages (server-messages.ts) because the web app's first load shows one of
// them (a 404's "Not Found", spec/02 8) and should carry no more.

/** Refusals any route can give. */
export const REQUEST_MESSAGES = {
  invalid: 'The request is invalid.',
  /** spec/02 8: a 404 says "Not Found" where nothing more precise is known. */
  notFound: 'Not Found',
  unexpected: 'Something went wrong on our side. Please try again.',
  unauthorized: 'Authorization has been denied for this request.',
  forbidden: 'You do not have permission to do this.',
  unstorableText: 'This field contains characters that are not allowed.',
  /** A value the schema's own words do not cover (zod's default for a wrong type). */
  invalidValue: 'This value is not valid.',
} as const;
