import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

// A local HTTP double of the Stripe endpoints the adapter calls, answering in
// Stripe's shapes (PaymentIntent, PaymentMethod, error bodies), so the real
// SDK is tested end to end: form encoding, idempotency keys, its own retries,
// errors mapped to its error classes.

interface DoubleCard {
  brand: string;
  last4: string;
  declineCode: string | null;
}

/** Stripe's test PaymentMethods the double knows, with the outcome Stripe gives them. */
const TEST_METHODS: ReadonlyMap<string, DoubleCard> = new Map([
  ['pm_card_visa', { brand: 'visa', last4: '4242', declineCode: null }],
  ['pm_card_mastercard', { brand: 'mastercard', last4: '4444', declineCode: null }],
  ['pm_card_amex', { brand: 'amex', last4: '8431', declineCode: null }],
  ['pm_card_chargeDeclined', { brand: 'visa', last4: '0002', declineCode: 'card_declined' }],
  ['pm_card_chargeDeclinedInsufficientFunds', { brand: 'visa', last4: '9995', declineCode: 'insufficient_funds' }],
]);

const DECLINE_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['card_declined', 'Your card was declined.'],
  ['insufficient_funds', 'Your card has insufficient funds.'],
]);

export interface DoubleIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  customer: string | null;
  payment_method: string | null;
  last_payment_error: Record<string, unknown> | null;
  created: number;
  livemode: false;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export interface DoubleRefund {
  id: string;
  paymentIntent: string;
  amount: number;
}

/** A confirmation the double received and holds before answering (holdNextConfirmation). */
export interface ReceivedConfirmation {
  intentId: string;
  /** The caller's side of the connection: which process holds it tells which instance asked. */
  remotePort: number;
  at: number;
}

export interface StripeDouble {
  url: string;
  intents: Map<string, DoubleIntent>;
  /** Refunds made, by id. */
  refunds: Map<string, DoubleRefund>;
  /** Customers by id, with their metadata. */
  customers: Map<string, Record<string, string>>;
  /** Which customer each payment method is attached to. */
  attachments: Map<string, string>;
  requests: RecordedRequest[];
  /** The next n requests are carried out but their answers are lost (the connection drops), as in a timeout. */
  dropAnswers(count: number): void;
  /** Answers dropped so far (dropAnswers), each after the request was handled. */
  readonly droppedAnswers: number;
  /** Handles the next confirmation at once (the card is charged) but answers it `ms` later; resolves when it arrives. */
  holdNextConfirmation(ms: number): Promise<ReceivedConfirmation>;
  /** The next n requests fail on Stripe's side (500) without doing anything, as in an outage. */
  failRequests(count: number): void;
  /** What Stripe would do on its own, e.g. a payment that settles later ('processing', then 'succeeded'). */
  setStatus(intentId: string, status: string): void;
  close(): Promise<void>;
}

function paymentMethodObject(id: string, card: DoubleCard) {
  return { id, object: 'payment_method', type: 'card', card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 }, livemode: false };
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  response.end(text);
}

function missing(kind: string, id: string, param: string) {
  return { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param } };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeDouble(): Promise<StripeDouble> {
  const intents = new Map<string, DoubleIntent>();
  const refunds = new Map<string, DoubleRefund>();
  const requests: RecordedRequest[] = [];
  const answeredByKey = new Map<string, { status: number; body: unknown }>();
  const customers = new Map<string, Record<string, string>>();
  const attachments = new Map<string, string>();
  let answersToDrop = 0;
  let droppedAnswers = 0;
  let requestsToFail = 0;
  let heldConfirmation: { ms: number; received: (confirmation: ReceivedConfirmation) => void } | undefined;

  function withMethod(intent: DoubleIntent, form: URLSearchParams) {
    const expandsMethod = [...form.entries()].some(([key, value]) => key.startsWith('expand') && value === 'payment_method');
    const card = intent.payment_method ? TEST_METHODS.get(intent.payment_method) : undefined;
    return expandsMethod && intent.payment_method && card ? { ...intent, payment_method: paymentMethodObject(intent.payment_method, card) } : intent;
  }

  function metadataOf(form: URLSearchParams): Record<string, string> {
    const metadata = new Map<string, string>();
    for (const [key, value] of form.entries()) {
      const field = /^metadata\[(.+)\]$/.exec(key);
      if (field?.[1]) metadata.set(field[1], value);
    }
    return Object.fromEntries(metadata);
  }

  function createCustomer(form: URLSearchParams) {
    const id = `cus_${randomBytes(8).toString('hex')}`;
    customers.set(id, metadataOf(form));
    return { status: 200, body: { id, object: 'customer', metadata: customers.get(id), livemode: false } };
  }

  function attach(methodId: string, form: URLSearchParams) {
    const card = TEST_METHODS.get(methodId);
    if (!card) return { status: 404, body: missing('PaymentMethod', methodId, 'payment_method') };
    const customer = form.get('customer') ?? '';
    if (!customers.has(customer)) return { status: 400, body: missing('customer', customer, 'customer') };
    const owner = attachments.get(methodId);
    if (owner && owner !== customer) {
      return { status: 400, body: { error: { type: 'invalid_request_error', message: 'The payment method you provided has already been attached to a customer.', param: 'payment_method' } } };
    }
    attachments.set(methodId, customer);
    return { status: 200, body: { ...paymentMethodObject(methodId, card), customer } };
  }

  function createIntent(form: URLSearchParams) {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const metadata = metadataOf(form);
    const intent: DoubleIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency') ?? 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata,
      customer: form.get('customer'),
      payment_method: null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    return { status: 200, body: intent };
  }

  function confirmIntent(intent: DoubleIntent, form: URLSearchParams) {
    if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled') return unexpectedState(intent, 'confirm');
    const methodId = form.get('payment_method') ?? '';
    const card = TEST_METHODS.get(methodId);
    if (!card) return { status: 400, body: missing('PaymentMethod', methodId, 'payment_method') };
    const owner = attachments.get(methodId);
    if (owner && owner !== intent.customer) {
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', message: 'The provided PaymentMethod belongs to a Customer, but you did not specify that Customer.', param: 'payment_method' } },
      };
    }
    intent.payment_method = methodId;
    if (card.declineCode) {
      const message = DECLINE_MESSAGES.get(card.declineCode) ?? 'Your card was declined.';
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: card.declineCode, message };
      return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: card.declineCode, message, payment_intent: intent } } };
    }
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    // setup_future_usage keeps the card on the intent's customer once it has paid.
    if (form.get('setup_future_usage') && intent.customer) attachments.set(methodId, intent.customer);
    return { status: 200, body: withMethod(intent, form) };
  }

  function unexpectedState(intent: DoubleIntent, action: string) {
    return {
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`, payment_intent: intent } },
    };
  }

  /** Stripe cancels an intent until it has taken money. */
  function cancelIntent(intent: DoubleIntent, form: URLSearchParams) {
    if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') return unexpectedState(intent, 'cancel');
    intent.status = 'canceled';
    return { status: 200, body: withMethod(intent, form) };
  }

  /** A refund of a succeeded intent's whole amount; Stripe refuses a second once it is all refunded. */
  function createRefund(form: URLSearchParams) {
    const intentId = form.get('payment_intent') ?? '';
    const intent = intents.get(intentId);
    if (!intent) return { status: 404, body: missing('payment_intent', intentId, 'payment_intent') };
    if (intent.status !== 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This PaymentIntent has no charge to refund.' } } };
    if ([...refunds.values()].some((refund) => refund.paymentIntent === intentId)) {
      return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } } };
    }
    const refund = { id: `re_${randomBytes(12).toString('hex')}`, paymentIntent: intentId, amount: intent.amount };
    refunds.set(refund.id, refund);
    return { status: 200, body: { id: refund.id, object: 'refund', amount: refund.amount, payment_intent: intentId, status: 'succeeded', currency: intent.currency } };
  }

  function route(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    if (method === 'POST' && path === '/v1/customers') return createCustomer(form);
    const attachPath = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    if (method === 'POST' && attachPath?.[1]) return attach(attachPath[1], form);
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(path);
    if (intentPath?.[1]) {
      const intent = intents.get(intentPath[1]);
      if (!intent) return { status: 404, body: missing('payment_intent', intentPath[1], 'intent') };
      if (method === 'GET' && !intentPath[2]) return { status: 200, body: withMethod(intent, form) };
      if (method === 'POST' && intentPath[2] === '/confirm') return confirmIntent(intent, form);
      if (method === 'POST' && intentPath[2] === '/cancel') return cancelIntent(intent, form);
    }
    const methodPath = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && methodPath?.[1]) {
      const card = TEST_METHODS.get(methodPath[1]);
      return card ? { status: 200, body: paymentMethodObject(methodPath[1], card) } : { status: 404, body: missing('PaymentMethod', methodPath[1], 'payment_method') };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://double');
    const text = await readBody(request);
    const form = new URLSearchParams(request.method === 'GET' ? url.search : text);
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : undefined;
    const method = request.method ?? 'GET';
    requests.push({ method, path: url.pathname, idempotencyKey, form });
    if (requestsToFail > 0) {
      requestsToFail -= 1;
      sendJson(response, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      return;
    }
    // Stripe answers a repeated key with the first answer and does the work once.
    const stored = idempotencyKey && method === 'POST' ? answeredByKey.get(idempotencyKey) : undefined;
    const answer = stored ?? route(method, url.pathname, form);
    if (idempotencyKey && method === 'POST') answeredByKey.set(idempotencyKey, answer);
    if (answersToDrop > 0) {
      answersToDrop -= 1;
      droppedAnswers += 1;
      request.socket.destroy();
      return;
    }
    const confirmed = method === 'POST' ? /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname)?.[1] : undefined;
    if (confirmed && heldConfirmation) {
      const { ms, received } = heldConfirmation;
      heldConfirmation = undefined;
      received({ intentId: confirmed, remotePort: request.socket.remotePort ?? 0, at: performance.now() });
      await sleep(ms);
      if (request.socket.destroyed) return;
    }
    sendJson(response, answer.status, answer.body);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendJson(response, 500, { error: { type: 'api_error', message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    customers,
    attachments,
    requests,
    dropAnswers(count) {
      answersToDrop = count;
    },
    get droppedAnswers() {
      return droppedAnswers;
    },
    holdNextConfirmation: (ms) => new Promise((received) => (heldConfirmation = { ms, received })),
    failRequests(count) {
      requestsToFail = count;
    },
    setStatus(intentId, status) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`the double has no intent ${intentId}`);
      intent.status = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
