import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

// A fake laboratory partner on loopback for the fault scripts, reached by the
// app's HTTP partner adapter (apps/api/src/partner/http-partner.ts) through
// PARTNER_API_URL and PARTNER_API_KEY. It takes orders as a real partner
// does: the order id as Idempotency-Key, so a resent order answers the first
// one's partner order id and is booked once. It can be slow on purpose.

export interface ReceivedOrder {
  orderId: string;
  remotePort: number;
  at: number;
}

export interface FakePartner {
  /** PARTNER_* for the instances' environment. */
  environment: Record<string, string>;
  /** Orders booked, by our order id (the Idempotency-Key): the partner's order id. */
  booked: ReadonlyMap<string, string>;
  /** Every order submission received, a resend included. */
  submissions: ReceivedOrder[];
  /** The next submission is booked on receipt and answered only after `ms`. */
  holdNextSubmission(ms: number): Promise<ReceivedOrder>;
  close(): Promise<void>;
}

const API_KEY = `partner-${randomBytes(16).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startFakePartner(): Promise<FakePartner> {
  const booked = new Map<string, string>();
  const submissions: ReceivedOrder[] = [];
  let held: { ms: number; received: (order: ReceivedOrder) => void } | undefined;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://fake-partner').pathname;
    const body = await readBody(request);
    if (request.headers.authorization !== `Bearer ${API_KEY}`) return send(response, 401);
    if (request.method === 'POST' && path === '/orders') {
      const key = request.headers['idempotency-key'];
      const orderId = typeof key === 'string' ? key : (JSON.parse(body) as { orderId: string }).orderId;
      const received = { orderId, remotePort: request.socket.remotePort ?? 0, at: performance.now() };
      submissions.push(received);
      if (!booked.has(orderId)) booked.set(orderId, `P-${randomBytes(6).toString('hex')}`);
      if (held) {
        const { ms, received: tell } = held;
        held = undefined;
        tell(received);
        await sleep(ms);
        if (request.socket.destroyed) return;
      }
      return send(response, 200, { partnerOrderId: booked.get(orderId) });
    }
    // No physician has looked yet: the app polls again later.
    if (request.method === 'GET' && /^\/orders\/[^/]+$/.test(path)) return send(response, 200, { status: 'pending', expectedAt: null });
    if (request.method === 'POST' && /^\/orders\/[^/]+\/cancel$/.test(path)) return send(response, 204);
    return send(response, 404);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    environment: { PARTNER_API_URL: url, PARTNER_API_KEY: API_KEY },
    booked,
    submissions,
    holdNextSubmission: (ms) => new Promise((received) => (held = { ms, received })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
