import { z } from 'zod';
import { CrmCodeRefused, CrmUnavailable, type CrmAuthorisation } from './crm-authorisation';

// Keap's OAuth 2.0 authorisation-code flow (developer.infusionsoft.com,
// "Getting Started with OAuth2"): the administrator signs in on Keap's page,
// which redirects back with ?code=; the code and the app's credentials are
// posted to the token endpoint, which answers the access and refresh tokens.

export const KEAP_AUTHORISATION_PAGE = 'https://accounts.infusionsoft.com/app/oauth/authorize';
export const KEAP_TOKEN_URL = 'https://api.infusionsoft.com/token';
const DEFAULT_TIMEOUT_MS = 20_000;

export interface KeapCrmOptions {
  /** KEAP_CLIENT_ID, KEAP_CLIENT_SECRET */
  clientId: string;
  clientSecret: string;
  /** PUBLIC_URL + /dashboard/infusionsoft: Keap checks it is the page's redirect_uri again. */
  redirectUri: string;
  /** KEAP_TOKEN_URL: Keap's by default, a local double in tests. */
  tokenUrl?: string | undefined;
  timeoutMs?: number;
  now?: () => Date;
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  scope: z.string().default(''),
});

export function keapCrm(options: KeapCrmOptions): CrmAuthorisation {
  const { clientId, clientSecret, redirectUri, tokenUrl = KEAP_TOKEN_URL, timeoutMs = DEFAULT_TIMEOUT_MS, now = () => new Date() } = options;

  async function post(form: URLSearchParams): Promise<Response> {
    try {
      return await fetch(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new CrmUnavailable('Keap’s token endpoint could not be reached.', { cause: error });
    }
  }

  return {
    name: 'keap',
    clientId,

    authorisationPageUrl() {
      const query = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'full' });
      return Promise.resolve(`${KEAP_AUTHORISATION_PAGE}?${query.toString()}`);
    },

    async redeem(code) {
      const response = await post(new URLSearchParams({ client_id: clientId, client_secret: clientSecret, code, grant_type: 'authorization_code', redirect_uri: redirectUri }));
      // 400 invalid_grant: a code unknown, expired, used or for another redirect. Its body names no secret, but is not kept either.
      if (response.status === 400) throw new CrmCodeRefused('Keap refused the authorisation code (400).');
      if (!response.ok) throw new CrmUnavailable(`Keap’s token endpoint answered ${response.status}.`);
      const answer = tokenAnswerSchema.safeParse(await response.json().catch(() => undefined));
      if (!answer.success) throw new CrmUnavailable('Keap’s token endpoint answered no tokens.');
      const { access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn, scope } = answer.data;
      return { kind: 'tokens', accessToken, refreshToken, expiresAt: new Date(now().getTime() + expiresIn * 1000).toISOString(), scope };
    },
  };
}
