import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import adminArea from '../plugins/admin-area';
import { adminAreaMismatches } from './route-access.test-support';
import type { RouteDeclaration } from './route-declaration.test-support';

// DESIGN.md API: the admin area's hook guards every route in it, and the
// suite (access.test.ts) fails on an admin route registered anywhere else.
// Shown here on an app of three routes, with a stand-in for the auth plugin
// whose guard answers 403 unless the request says it is an administrator.

const ADMIN: RouteDeclaration = { access: 'admin', personal: true };
const CUSTOMER: RouteDeclaration = { access: 'customer', personal: true };

describe('the admin area', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(
      fp(
        async (instance) => {
          instance.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
            if (request.headers['x-role'] !== 'admin') await reply.code(403).send({ message: 'forbidden' });
          });
        },
        { name: 'auth' },
      ),
    );
    await app.register(adminArea, {
      routes: async (area) => {
        area.post('/api/area/:id', async () => ({ done: true }));
      },
    });
    // An admin route that forgot the area: its own service would have to refuse customers.
    app.post('/api/outside', async () => ({ done: true }));
    app.get('/api/customer', async () => ({ done: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  test('its hook refuses everyone but administrators, before the route runs', async () => {
    assert.equal((await app.inject({ method: 'POST', url: '/api/area/1' })).statusCode, 403);
    assert.equal((await app.inject({ method: 'POST', url: '/api/area/1', headers: { 'x-role': 'admin' } })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/api/customer' })).statusCode, 200);
  });

  test('it names its routes as the OpenAPI document does, and only its own', () => {
    assert.ok(app.adminAreaRoutes.has('POST /api/area/{id}'));
    assert.equal(app.adminAreaRoutes.has('POST /api/outside'), false);
  });

  test("the suite's check names an admin route outside the area, and an area route declared otherwise", () => {
    const declarations = new Map([
      ['POST /api/area/{id}', ADMIN],
      ['POST /api/outside', ADMIN],
      ['GET /api/customer', CUSTOMER],
    ]);
    assert.deepEqual(adminAreaMismatches(declarations, app.adminAreaRoutes), ['POST /api/outside is declared admin but is not in the admin area']);
    declarations.set('POST /api/area/{id}', CUSTOMER);
    declarations.delete('POST /api/outside');
    assert.deepEqual(adminAreaMismatches(declarations, app.adminAreaRoutes), ['POST /api/area/{id} is in the admin area but not declared admin']);
  });
});
