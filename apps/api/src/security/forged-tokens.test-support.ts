import { createHmac, randomUUID } from 'node:crypto';

// Test support: tokens as an attacker (or a careless client) would make them,
// signed by hand so nothing in @fastify/jwt decides what they look like.

/** A secret for test apps, so tests can sign tokens the app would accept. */
export const TEST_JWT_SECRET = 'security-suite-secret-0123456789abcdef';

type Algorithm = 'HS256' | 'HS384' | 'HS512';

export function signToken(claims: Record<string, unknown>, { algorithm = 'HS256', secret = TEST_JWT_SECRET }: { algorithm?: Algorithm; secret?: string } = {}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: algorithm, typ: 'JWT' })}.${encode(claims)}`;
  const signature = createHmac(`sha${algorithm.slice(2)}`, secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/**
 * Tokens every protected route must refuse with 401, given a real session
 * (sid) of a real account (sub): each breaks one rule of plugins/auth.ts.
 */
export function malformedTokens(sessionId: string, userId: string): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  return {
    'no token': '',
    'not a JWT': 'not.a.token',
    'wrong secret': signToken({ sid: sessionId, sub: userId, exp: inAnHour() }, { secret: 'another-secret-0123456789abcdefghijkl' }),
    expired: signToken({ sid: sessionId, sub: userId, exp: now - 60, iat: now - 3600 }),
    'without exp': signToken({ sid: sessionId, sub: userId, iat: now }),
    HS512: signToken({ sid: sessionId, sub: userId, exp: inAnHour() }, { algorithm: 'HS512' }),
    'alg none': `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sid: sessionId, sub: userId, exp: inAnHour() })).toString('base64url')}.`,
    'sid not a uuid': signToken({ sid: 'abc', sub: userId, exp: inAnHour() }),
    'sub not a uuid': signToken({ sid: sessionId, sub: "1' or '1'='1", exp: inAnHour() }),
    'sid a number': signToken({ sid: 42, sub: userId, exp: inAnHour() }),
    'exp a string': signToken({ sid: sessionId, sub: userId, exp: String(inAnHour()) }),
    'another account': signToken({ sid: sessionId, sub: randomUUID(), exp: inAnHour() }),
  };
}
