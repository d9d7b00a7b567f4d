import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer, type RunningServer } from '../lib/server-process';
import { makeCartPools, oneEach, type CartPools } from './cart-pools';
import { HISTORY_ORDERS, makeOrderPools, type OrderPools } from './order-pools';
import { POPULAR_TERMS } from './popular-terms';
import { makeTransactionPools, TRANSACTION_ORDERS, type TransactionPools } from './transaction-pools';

// `npm run bench`: the API's throughput as a ratio to a bare Fastify
// hello-world measured in the same run, on the same machine, with p99 latency.
// Ratios, not absolute numbers, are what compare across machines.

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const API_SCRIPT = fileURLToPath(new URL('../../apps/api/src/server.ts', import.meta.url));
const HELLO_SCRIPT = fileURLToPath(new URL('./hello-server.ts', import.meta.url));

interface Target {
  name: string;
  path: string;
  /** JSON bodies make it a POST; one per request, taken in turn. */
  bodies?: () => unknown;
  /** A path per request (with its own method), for changes and first reads that each need a resource of their own. */
  paths?: { method: 'GET' | 'DELETE'; next: () => string };
  /** A signed-in customer's bearer token. */
  token?: string;
}

/** Enough carts for the warm-up and the measured seconds of a fast machine. */
const CART_POOL_SIZE = Number(process.env.BENCH_CART_POOL ?? 60_000);
/** Approved orders whose requisition is made on its first download: one per request. */
const REQUISITION_POOL_SIZE = Number(process.env.BENCH_REQUISITION_POOL ?? 6_000);
/** Only the targets whose name contains this text (e.g. `order`); all by default. */
const ONLY = process.env.BENCH_ONLY ?? '';

/** The terms in turn, round and round. */
function inTurn(terms: readonly string[]): () => unknown {
  let next = 0;
  return () => ({ search: terms[next++ % terms.length] });
}

/**
 * A term never searched before on every request, so nothing is cached: a
 * listed name with one letter changed, which takes the slowest path (no plain
 * match, then the typo search and the did-you-mean lookup).
 */
function typosOf(names: readonly string[]): () => unknown {
  let next = 0;
  return () => {
    const name = names[next % names.length]!.toLowerCase().slice(0, 40);
    const position = 1 + (Math.floor(next / names.length) % (name.length - 1));
    const letter = String.fromCharCode(97 + ((next * 7) % 26));
    next += 1;
    return { search: `${name.slice(0, position)}${letter}${name.slice(position + 1)} ${next.toString(36)}` };
  };
}

/**
 * A typo of one word of a listed name on every request, as shoppers make
 * them ('cholesteral'): corrected, found and paged, and never asked before,
 * so nothing is cached. Once every typo has been sent the page size grows by
 * one (10 to 19), which keeps each request a new key.
 */
function wordTyposOf(names: readonly string[]): () => unknown {
  const words = [...new Set(names.flatMap((name) => name.toLowerCase().match(/[a-z]{6,}/g) ?? []))];
  const typos = words.flatMap((word) =>
    Array.from({ length: word.length - 2 }, (_, at) => at + 1).flatMap((position) =>
      [...'aeioulnrst'].filter((letter) => letter !== word[position]).map((letter) => `${word.slice(0, position)}${letter}${word.slice(position + 1)}`),
    ),
  );
  let next = 0;
  return () => {
    const search = typos[next % typos.length]!;
    const $top = 10 + (Math.floor(next / typos.length) % 10);
    next += 1;
    return { search, $top };
  };
}

async function listedNames(apiUrl: string): Promise<string[]> {
  const response = await fetch(`${apiUrl}/api/product/all?$top=100`);
  const { items } = (await response.json()) as { items: { name: string }[] };
  return items.map((item) => item.name).filter((name) => name.length >= 4);
}

const requisitionPath = (order: { orderId: string; apiResultId: string }) => `/api/order/results/download/${order.orderId}/${order.apiResultId}/1`;

function routes(names: readonly string[], carts: CartPools, orders: OrderPools, transactions: TransactionPools): Target[] {
  return [
    { name: 'GET /api/content/list', path: '/api/content/list' },
    { name: 'GET /api/category/type/255', path: '/api/category/type/255' },
    { name: 'GET /api/product/lipid-panel', path: '/api/product/lipid-panel' },
    { name: `POST search, ${POPULAR_TERMS.length} popular terms`, path: '/api/product/search', bodies: inTurn(POPULAR_TERMS) },
    { name: 'POST search, a new typo each time', path: '/api/product/search', bodies: typosOf(names) },
    { name: 'POST search, a new typo, found', path: '/api/product/search', bodies: wordTyposOf(names) },
    // Each shopper's change to their own cart: the order row locked, the rules, the write and the repricing.
    { name: 'POST /api/order/add (guest cart)', path: '/api/order/add', bodies: oneEach(carts.emptyCartIds, (orderId) => ({ orderId, productId: carts.productId })) },
    {
      name: 'DELETE /api/order/{id}/item/{id}',
      path: '/api/order',
      paths: { method: 'DELETE', next: oneEach(carts.filledLines, (line) => `/api/order/${line.orderId}/item/${line.itemId}`) },
    },
    // Issue 17: a customer's whole history (50 orders with their items and results) in one page.
    { name: `GET /api/taxonomy/order (${HISTORY_ORDERS} orders)`, path: `/api/taxonomy/order?$orderby=CreatedDate%20desc&$skip=0&$top=${HISTORY_ORDERS}`, token: orders.historyToken },
    // The requisition PDF, made (with its barcode) and stored on its first download, then served from the database.
    { name: 'GET requisition PDF, first (made)', path: '/api/order/results/download', paths: { method: 'GET', next: oneEach(orders.freshRequisitions, requisitionPath) }, token: orders.requisitionToken },
    { name: 'GET requisition PDF, then (stored)', path: requisitionPath(orders.storedRequisition), token: orders.requisitionToken },
    // Issue 19: the administrators' Transactions list over every order, a page of 10 with its count (spec/03 2, 9).
    { name: `Transactions: status, 31 days (${TRANSACTION_ORDERS})`, path: `/api/order/browse?$skip=0&$top=10&${transactions.statusAndDays}`, token: transactions.adminToken },
    { name: `Transactions: all (255) (${TRANSACTION_ORDERS})`, path: '/api/order/browse?$skip=0&$top=10&status=255', token: transactions.adminToken },
  ];
}

interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

// What every browser sends: the API answers compressed where a client accepts it.
const HEADERS = { 'accept-encoding': 'br, gzip' };

function requestOf(url: string, target: Pick<Target, 'bodies' | 'paths' | 'token'>): autocannon.Options {
  const headers = target.token ? { ...HEADERS, authorization: `Bearer ${target.token}` } : HEADERS;
  const { bodies, paths } = target;
  if (paths) return { url, method: paths.method, headers, requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths.next() }) }] };
  if (bodies === undefined) return { url, headers };
  return {
    url,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(bodies()) }) }],
  };
}

async function measure(url: string, target: Pick<Target, 'bodies' | 'paths' | 'token'> = {}): Promise<Measurement> {
  const request = requestOf(url, target);
  // A short warm-up so JIT and connection pools are settled before counting.
  await autocannon({ ...request, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ ...request, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

async function withDatabase<T>(use: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `labstore_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function row(name: string, measurement: Measurement, baseline: Measurement): string {
  const ratio = measurement.requestsPerSecond / baseline.requestsPerSecond;
  return `${name.padEnd(34)} ${measurement.requestsPerSecond.toFixed(0).padStart(8)} req/s  ${(ratio * 100).toFixed(1).padStart(6)}% of hello-world  p99 ${String(measurement.p99Ms).padStart(4)} ms  errors ${measurement.errors}`;
}

async function main(): Promise<void> {
  await withDatabase(async (databaseUrl) => {
    const servers: RunningServer[] = [];
    try {
      const hello = await startServer(HELLO_SCRIPT, 3911, {}, '/');
      servers.push(hello);
      // No request limit: autocannon is one client address sending thousands of requests a second.
      const api = await startServer(API_SCRIPT, 3912, { DATABASE_URL: databaseUrl, NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: 'true', PARTNER_SANDBOX_IN_PRODUCTION: 'true', CRM_LOCAL_IN_PRODUCTION: 'true', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex'), REQUEST_LIMIT_PER_MINUTE: '0' }, '/ready');
      servers.push(api);

      console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target, Accept-Encoding: br, gzip, PostgreSQL\n`);
      const baseline = await measure(`${hello.url}/`);
      console.log(row('bare Fastify hello-world', baseline, baseline));
      const carts = await makeCartPools(databaseUrl, CART_POOL_SIZE);
      const orders = await makeOrderPools(api.url, databaseUrl, REQUISITION_POOL_SIZE);
      const transactions = await makeTransactionPools(api.url, databaseUrl);
      for (const route of routes(await listedNames(api.url), carts, orders, transactions).filter((target) => target.name.includes(ONLY))) {
        console.log(row(route.name, await measure(`${api.url}${route.path}`, route), baseline));
      }
    } finally {
      for (const server of servers.reverse()) await server.stop();
    }
  });
}

await main();
