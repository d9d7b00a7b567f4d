import { createTestDatabase } from '@labstore/db/testing';
import { ORDER_STATUS, type ResultFileType } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { GENEROUS_LIMITS } from '../accounts/accounts.test-fixtures';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import type { HealthRead, SharedDocuments } from './shared-documents';

// Test fixtures of sharing: the results feature's documents and access log
// kept in memory, the real app and database around them.

export interface FakeSharedDocuments extends SharedDocuments {
  /** Makes a document available, as approval (1) or results (3) would. */
  publish(orderId: string, apiResultId: string, type: ResultFileType, bytes?: Uint8Array): Uint8Array;
  /** Takes a document away again. */
  withdraw(orderId: string, apiResultId: string, type: ResultFileType): void;
  /** Every read logged, oldest first. */
  readonly reads: HealthRead[];
}

const keyOf = (orderId: string, apiResultId: string, type: ResultFileType) => `${orderId}/${apiResultId}/${type}`;

export function fakeSharedDocuments(): FakeSharedDocuments {
  const stored = new Map<string, Uint8Array>();
  const reads: HealthRead[] = [];
  return {
    reads,
    publish(orderId, apiResultId, type, bytes = new TextEncoder().encode(`%PDF-1.7 ${type === 1 ? 'requisition' : 'results'} ${apiResultId}\n%%EOF\n`)) {
      stored.set(keyOf(orderId, apiResultId, type), bytes);
      return bytes;
    },
    withdraw(orderId, apiResultId, type) {
      stored.delete(keyOf(orderId, apiResultId, type));
    },
    async document(orderId, apiResultId, type) {
      return stored.get(keyOf(orderId, apiResultId, type)) ?? null;
    },
    async recordRead(read) {
      reads.push(read);
    },
  };
}

export const TEST_PUBLIC_URL = 'https://shop.example';

/** The real app on a database of its own, sharing wired to `documents`. */
export async function buildSharingApp(documents: SharedDocuments, options: Pick<BuildAppOptions, 'logger'> & { environment?: Record<string, string> } = {}): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', PUBLIC_URL: TEST_PUBLIC_URL, ...GENEROUS_LIMITS, ...options.environment });
  const database = await createTestDatabase({ seed: false });
  return buildApp({ config, database, logger: options.logger, sharedDocuments: documents });
}

export interface CompletedOrder {
  orderId: string;
  number: number;
  apiResultId: string;
}

let requisitions = 0;

/** A customer's order that has been approved and resulted (the partner's side is not what sharing tests). */
export async function insertCompletedOrder(app: FastifyInstance, userId: string): Promise<CompletedOrder> {
  const profile = await app.db.selectFrom('profiles').select('id').where('user_id', '=', userId).where('is_child', '=', false).executeTakeFirstOrThrow();
  const order = await app.db
    .insertInto('orders')
    .values({ user_id: userId, profile_id: profile.id, status: ORDER_STATUS.Completed, submitted_at: new Date() })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  requisitions += 1;
  return { orderId: order.id, number: order.number, apiResultId: `REQ-${order.number}-${requisitions}` };
}

/** A session an administrator opened as the customer with login-as (spec/01 2.7), as the auth plugin reads it. */
export async function quasiAdminSession(app: FastifyInstance, customerId: string, adminId: string): Promise<{ authorization: string }> {
  const session = await app.db
    .insertInto('sessions')
    .values({ user_id: customerId, acting_admin_id: adminId, is_quasi_admin: true, expires_at: new Date(Date.now() + 3_600_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${app.jwt.sign({ sid: session.id, sub: customerId })}` };
}
