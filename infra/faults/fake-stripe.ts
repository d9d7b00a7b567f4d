import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

// A fake Stripe on loopback for the fault scripts: the endpoints the app's
// Stripe adapter calls (apps/api/src/payments/stripe-provider.ts), in
// Stripe's shapes, reached through STRIPE_API_URL with test keys, so the real
// SDK, its retries and its idempotency keys are what is exercised. It keeps
// the books a real account would show (intents, refunds) and can misbehave
// on purpose: answer a confirmation late, or lose answers as a cut network
// does after the request has reached Stripe.

export const FAKE_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_labstore_faults',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_labstore_faults',
  STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
} as const;

const TEST_CARDS: ReadonlyMap<string, { brand: string; last4: string }> = new Map([
  ['pm_card_visa', { brand: 'visa', last4: '4242' }],
  ['pm_card_mastercard', { brand: 'mastercard', last4: '4444' }],
]);

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  customer: string | null;
  payment_method: string | null;
  last_payment_error: null;
  created: number;
  livemode: false;
}

export interface ReceivedConfirmation {
  intentId: string;
  /** The caller's side of the connection: which process holds it tells which instance asked. */
  remotePort: number;
  at: number;
}

interface Outcome {
  status: number;
  body: unknown;
}

export interface FakeStripe {
  url: string;
  /** STRIPE_* for the instances' environment. */
  environment: Record<string, string>;
  intents: ReadonlyMap<string, FakeIntent>;
  /** Refunded amounts by intent id. */
  refunds: ReadonlyMap<string, number>;
  /** Every request received, in order: "POST /v1/payment_intents/pi_.../confirm". */
  requests: string[];
  /** Requests whose answer was lost on purpose. */
  lostAnswers: number;
  /** The next confirmation is carried out (the card charged) but answered only after `ms`. */
  holdNextConfirmation(ms: number): Promise<ReceivedConfirmation>;
  /** The next `count` requests are carried out, then their connection is cut before the answer: a network cut after Stripe got the request. */
  loseAnswers(count: number): void;
  /** Succeeded intents made for an order (its metadata), the money taken for it. */
  chargesOf(orderId: string): FakeIntent[];
  /** Sends payment_intent.succeeded for an intent to the app, signed with the webhook secret as Stripe signs it; the app's answer status. */
  deliverSucceededEvent(appUrl: string, intentId: string): Promise<number>;
  close(): Promise<void>;
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata = new Map<string, string>();
  for (const [key, value] of form.entries()) {
    const field = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (field) metadata.set(field, value);
  }
  return Object.fromEntries(metadata);
}

const missing = (kind: string, id: string): Outcome => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` } } });

function paymentMethod(id: string) {
  const card = TEST_CARDS.get(id);
  return card ? { id, object: 'payment_method', type: 'card', card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 }, livemode: false } : undefined;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, number>();
  const requests: string[] = [];
  const answeredByKey = new Map<string, Outcome>();
  let answersToLose = 0;
  let lostAnswers = 0;
  let heldConfirmation: { ms: number; received: (confirmation: ReceivedConfirmation) => void } | undefined;

  const expanded = (intent: FakeIntent, form: URLSearchParams) => {
    const wantsMethod = [...form.entries()].some(([key, value]) => key.startsWith('expand') && value === 'payment_method');
    const method = intent.payment_method ? paymentMethod(intent.payment_method) : undefined;
    return wantsMethod && method ? { ...intent, payment_method: method } : intent;
  };

  function unexpectedState(intent: FakeIntent, action: string): Outcome {
    return {
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`, payment_intent: intent } },
    };
  }

  function route(method: string, path: string, form: URLSearchParams): Outcome {
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: { id: `cus_${randomBytes(8).toString('hex')}`, object: 'customer', metadata: metadataOf(form), livemode: false } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        metadata: metadataOf(form),
        customer: form.get('customer'),
        payment_method: null,
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'Nothing to refund.' } } };
      if (refunds.has(intent.id)) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } } };
      refunds.set(intent.id, intent.amount);
      return { status: 200, body: { id: `re_${randomBytes(12).toString('hex')}`, object: 'refund', amount: intent.amount, payment_intent: intent.id, status: 'succeeded', currency: intent.currency } };
    }
    const methodPath = /^\/v1\/payment_methods\/([^/]+)(\/attach)?$/.exec(path);
    if (methodPath?.[1]) {
      const found = paymentMethod(methodPath[1]);
      if (!found) return missing('PaymentMethod', methodPath[1]);
      return { status: 200, body: methodPath[2] ? { ...found, customer: form.get('customer') } : found };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(path);
    const intent = intentPath?.[1] ? intents.get(intentPath[1]) : undefined;
    if (!intentPath?.[1]) return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
    if (!intent) return missing('payment_intent', intentPath[1]);
    if (method === 'GET') return { status: 200, body: expanded(intent, form) };
    if (intentPath[2] === '/cancel') {
      if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpectedState(intent, 'cancel');
      intent.status = 'canceled';
      return { status: 200, body: expanded(intent, form) };
    }
    if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpectedState(intent, 'confirm');
    const methodId = form.get('payment_method') ?? '';
    if (!paymentMethod(methodId)) return missing('PaymentMethod', methodId);
    // The card is charged here, before any answer leaves: what a lost or late answer cannot undo.
    intent.payment_method = methodId;
    intent.status = 'succeeded';
    return { status: 200, body: expanded(intent, form) };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const text = await readBody(request);
    const method = request.method ?? 'GET';
    const form = new URLSearchParams(method === 'GET' ? url.search : text);
    requests.push(`${method} ${url.pathname}`);
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' && method === 'POST' ? header : undefined;
    // Stripe answers a repeated key with the first answer and does the work once.
    const outcome = (key ? answeredByKey.get(key) : undefined) ?? route(method, url.pathname, form);
    if (key) answeredByKey.set(key, outcome);
    if (answersToLose > 0) {
      answersToLose -= 1;
      lostAnswers += 1;
      request.socket.destroy();
      return;
    }
    const confirmed = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname)?.[1];
    if (confirmed && heldConfirmation) {
      const { ms, received } = heldConfirmation;
      heldConfirmation = undefined;
      received({ intentId: confirmed, remotePort: request.socket.remotePort ?? 0, at: performance.now() });
      await sleep(ms);
      if (request.socket.destroyed) return;
    }
    response.writeHead(outcome.status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
    response.end(JSON.stringify(outcome.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    environment: { ...FAKE_STRIPE_KEYS, STRIPE_API_URL: url },
    intents,
    refunds,
    requests,
    get lostAnswers() {
      return lostAnswers;
    },
    holdNextConfirmation: (ms) => new Promise((received) => (heldConfirmation = { ms, received })),
    loseAnswers(count) {
      answersToLose = count;
    },
    chargesOf: (orderId) => [...intents.values()].filter((intent) => intent.metadata.order_id === orderId && intent.status === 'succeeded'),
    async deliverSucceededEvent(appUrl, intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`the fake Stripe has no intent ${intentId}`);
      const payload = JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: intent },
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = createHmac('sha256', FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET).update(`${timestamp}.${payload}`).digest('hex');
      const response = await fetch(`${appUrl}/api/payment/webhook/stripe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${timestamp},v1=${signature}` },
        body: payload,
        signal: AbortSignal.timeout(15_000),
      });
      await response.body?.cancel();
      return response.status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
