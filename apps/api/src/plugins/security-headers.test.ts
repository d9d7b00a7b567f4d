import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, mapTileImageSources } from '../config';
import { buildTestApp } from '../testing/test-app';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './security-headers';

const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_policy', STRIPE_PUBLISHABLE_KEY: 'pk_test_policy', STRIPE_WEBHOOK_SECRET: 'whsec_policy' };

// Stripe.js needs its script, API and frames allowed; without Stripe nothing
// outside our origin may load (the security suite checks that policy on every route).
describe('Content-Security-Policy with Stripe configured', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: STRIPE_KEYS });
  });
  afterAll(() => app.close());

  test("allows Stripe.js, Stripe's API and its frames, on answers and on errors", async () => {
    const expected = contentSecurityPolicy({ stripe: true, imageSources: mapTileImageSources(loadConfig(STRIPE_KEYS)) });
    assert.match(expected, /script-src 'self' https:\/\/js\.stripe\.com; /);
    assert.match(expected, /connect-src 'self' https:\/\/api\.stripe\.com; /);
    assert.match(expected, /frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com; /);
    const answer = await app.inject({ method: 'GET', url: '/api/state/list' });
    assert.equal(answer.headers['content-security-policy'], expected);
    const refusal = await app.inject({ method: 'GET', url: '/api/payment/card/list' });
    assert.equal(refusal.statusCode, 401);
    assert.equal(refusal.headers['content-security-policy'], expected);
  });

  test('the sandbox policy names no other origin', () => {
    assert.doesNotMatch(CONTENT_SECURITY_POLICY, /stripe|frame-src/);
  });
});
