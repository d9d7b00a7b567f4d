import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { badRequests } from './bad-input.test-support';
import { ROUTE_ACCESS } from './route-access.test-support';
import { isForAdministrators } from './route-declaration.test-support';
import { buildSuiteApp, createSuiteAdmin, createSuiteCustomer, documentedRoutes, freshSession, type SuiteAccount } from './suite.test-support';

// Test-only knobs: a fixed seed and a short run in CI; FUZZ_RUNS=2000
// FUZZ_SEED=<n> to search longer or elsewhere on demand.
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 8_2026);

function describeRequest(request: InjectOptions): string {
  const payload = typeof request.payload === 'string' ? request.payload : '';
  const shown = (text: string) => JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}… (${text.length} characters)` : text);
  return `${request.method} ${shown(String(request.url))} ${request.headers?.['content-type'] ?? ''} ${shown(payload)}`;
}

describe('security suite: generated bad input on every route', () => {
  let app: FastifyInstance;
  let bystander: SuiteAccount;
  let customerId: string;
  let adminId: string;

  beforeAll(async () => {
    app = await buildSuiteApp();
    await app.ready();
    bystander = await createSuiteCustomer(app, 'carla');
    customerId = (await createSuiteCustomer(app, 'dan')).userId;
    adminId = (await createSuiteAdmin(app)).userId;
  });
  afterAll(() => app.close());

  // What the fuzzing must never touch: an account no generated request names.
  const bystanderRows = () =>
    Promise.all([
      app.db.selectFrom('users').selectAll().where('id', '=', bystander.userId).execute(),
      app.db.selectFrom('profiles').selectAll().where('user_id', '=', bystander.userId).execute(),
      app.db.selectFrom('addresses').selectAll().where('profile_id', '=', bystander.profile.id).execute(),
      app.db.selectFrom('sessions').select(['id', 'revoked_at', 'expires_at']).where('user_id', '=', bystander.userId).execute(),
    ]);

  test('no route answers 5xx, anonymously, as a customer or as an administrator; no other account changes', async () => {
    const before = await bystanderRows();
    const routes = documentedRoutes(app).filter((route) => route.pathParams.length + route.queryParams.length > 0 || route.bodyProperties !== undefined);
    let inputs = 0;
    for (const route of routes) {
      const access = ROUTE_ACCESS.get(route.key)?.access;
      const callers: Array<() => Promise<Record<string, string>>> = [async () => ({}), () => freshSession(app, customerId)];
      if (access && isForAdministrators(access)) callers.push(() => freshSession(app, adminId));
      for (const caller of callers) {
        // A fresh session per caller and route: a route that ends sessions (logout) cannot blind the rest.
        const identity = await caller();
        await fc.assert(
          fc.asyncProperty(badRequests(route), async (request) => {
            inputs += 1;
            const response = await app.inject({ ...request, headers: { ...request.headers, ...identity } });
            assert.ok(response.statusCode < 500, `${route.key} answered ${response.statusCode} ${response.body.slice(0, 200)} to ${describeRequest(request)}`);
          }),
          { numRuns: RUNS, seed: SEED },
        );
      }
    }
    assert.deepEqual(await bystanderRows(), before, 'the bystander account changed');
    console.log(`security suite: ${routes.length} routes fuzzed with ${inputs} generated bad requests (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`);
  });
});
