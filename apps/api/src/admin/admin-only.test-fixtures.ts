import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from '../plugins/auth';
import { createTestUser, signIn } from '../profiles/profiles.test-fixtures';

/** One admin call: method, address and, for a write, its body. */
export type AdminCall = readonly [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object];

/** Each call is refused, by the admin area's guard, to an anonymous caller (401) and to a signed-in customer (403). */
export async function expectAdminOnly(app: FastifyInstance, calls: readonly AdminCall[]): Promise<void> {
  const customer = await signIn(app, (await createTestUser(app)).userId);
  const callers = [
    { headers: {}, status: 401, message: UNAUTHORIZED_MESSAGE },
    { headers: customer, status: 403, message: FORBIDDEN_MESSAGE },
  ];
  for (const [method, url, payload] of calls) {
    for (const { headers, status, message } of callers) {
      const answer = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) } as InjectOptions);
      assert.deepEqual([answer.statusCode, answer.json()], [status, { message }], `${method} ${url}`);
    }
  }
}
