import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { CrmCodeRefused, CrmUnavailable } from './crm-authorisation';
import { KEAP_AUTHORISATION_PAGE, keapCrm } from './keap-crm';

// The Keap adapter (issue 19, spec/03 7) against a local double of Keap's
// token endpoint: the form it posts, the tokens it keeps, a refused code,
// a failing or silent endpoint.

const REDIRECT = 'https://shop.example.com/dashboard/infusionsoft';
const NOW = new Date('2026-12-01T10:00:00Z');

interface Seen {
  method: string;
  contentType: string | undefined;
  form: URLSearchParams;
}

type Route = (response: ServerResponse) => void;

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

describe('the Keap adapter (crm/keap-crm.ts)', () => {
  let server: Server;
  let tokenUrl: string;
  let route: Route;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      void formOf(request).then((form) => {
        seen.push({ method: request.method ?? '', contentType: request.headers['content-type'], form });
        route(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
  });

  const keap = (timeoutMs?: number) => keapCrm({ clientId: 'client-1', clientSecret: 'secret-1', redirectUri: REDIRECT, tokenUrl, now: () => NOW, ...(timeoutMs ? { timeoutMs } : {}) });

  test("the sign-in page is Keap's, for the client id, coming back to the Infusionsoft tab", async () => {
    const page = new URL(await keap().authorisationPageUrl());
    assert.equal(`${page.origin}${page.pathname}`, KEAP_AUTHORISATION_PAGE);
    assert.deepEqual(Object.fromEntries(page.searchParams), { client_id: 'client-1', redirect_uri: REDIRECT, response_type: 'code', scope: 'full' });
    assert.deepEqual([keap().name, keap().clientId], ['keap', 'client-1']);
  });

  test('redeeming posts the code with the credentials and the same redirect, and gives the tokens and their expiry', async () => {
    route = (response) => json(response, 200, { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 86_400, token_type: 'bearer', scope: 'full|abc.infusionsoft.com' });
    const grant = await keap().redeem('code-1');
    assert.deepEqual(grant, { kind: 'tokens', accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: '2026-12-02T10:00:00.000Z', scope: 'full|abc.infusionsoft.com' });
    assert.equal(seen.length, 1);
    assert.deepEqual([seen[0]?.method, seen[0]?.contentType], ['POST', 'application/x-www-form-urlencoded']);
    assert.deepEqual(Object.fromEntries(seen[0]?.form ?? []), { client_id: 'client-1', client_secret: 'secret-1', code: 'code-1', grant_type: 'authorization_code', redirect_uri: REDIRECT });
  });

  test("Keap's 400 (invalid_grant) refuses the code", async () => {
    route = (response) => json(response, 400, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
    await assert.rejects(keap().redeem('used-code'), CrmCodeRefused);
  });

  test('a failing endpoint, an answer without tokens, a timeout or no server at all make Keap unavailable', async () => {
    route = (response) => json(response, 401, { error: 'invalid_client' });
    await assert.rejects(keap().redeem('code-1'), CrmUnavailable);
    route = (response) => json(response, 503, { error: 'down' });
    await assert.rejects(keap().redeem('code-1'), CrmUnavailable);
    route = (response) => json(response, 200, { access_token: 'access-1' });
    await assert.rejects(keap().redeem('code-1'), CrmUnavailable);
    route = (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('not json');
    };
    await assert.rejects(keap().redeem('code-1'), CrmUnavailable);
    route = () => undefined;
    await assert.rejects(keap(50).redeem('code-1'), CrmUnavailable);
    const closed = keapCrm({ clientId: 'client-1', clientSecret: 'secret-1', redirectUri: REDIRECT, tokenUrl: 'http://127.0.0.1:9/token' });
    await assert.rejects(closed.redeem('code-1'), CrmUnavailable);
  });
});
