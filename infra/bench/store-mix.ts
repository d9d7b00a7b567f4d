import autocannon from 'autocannon';
import pg from 'pg';
import type { Cluster } from '../cluster/cluster';
import { makeCartPools, oneEach } from './cart-pools';
import { pacedLoad, type PacedRequest } from './paced-load';
import { percentile } from './percentile';
import { insertOrders, PASSWORD, registerCustomer } from './order-pools';
import { POPULAR_TERMS } from './popular-terms';

// Issue 21's load profile and soak: a store's traffic, mostly reads, sent
// through the load balancer as one autocannon run whose every request is of
// one kind, picked by weight, with each kind's latency and errors kept apart.

/**
 * The limits a bench raises on its own cluster, because every request comes
 * from one address (nginx sets X-Forwarded-For to the connecting address, so
 * clients cannot be spread): the sign-in guard's per-address and
 * per-account-and-address counts, which take a place for each guess in flight,
 * and the general per-client request limit. Scripts print this.
 */
export const BENCH_ENVIRONMENT: Readonly<Record<string, string>> = {
  RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_PER_ACCOUNT: '1000000',
  REQUEST_LIMIT_PER_MINUTE: '1000000',
  // As `npm run bench`: request lines at info would be a large share of the work measured.
  LOG_LEVEL: 'warn',
};

export const BENCH_ENVIRONMENT_NOTE = `limits raised for the bench (all requests come from one address): ${Object.entries(BENCH_ENVIRONMENT)
  .map(([key, value]) => `${key}=${value}`)
  .join(' ')}`;

/** Shares of the requests, roughly a store's: mostly product pages, lists and search; sign-in is rare and costly (argon2). */
const WEIGHTS = { product: 30, category: 11, content: 10, search: 20, cartAdd: 12, cartRemove: 6, history: 10, signIn: 1 } as const;

/** spec/02 9: the order history's page size. */
const HISTORY_PAGE = 10;

export interface MixKind {
  name: string;
  /** Share of the requests, relative to the other kinds' weights. */
  weight: number;
  next(): PacedRequest;
}

export interface MixSizes {
  /** Guest carts made beforehand for adds, and as many filled ones for removals: one per request, never reused. */
  carts: number;
  /** Customers registered through the API, each signing in and reading their history. */
  customers: number;
  /** Completed orders each customer has. */
  ordersPerCustomer: number;
}

const json = (value: unknown): Pick<PacedRequest, 'headers' | 'body'> => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });

/** The products whose pages shoppers open: the first of the catalogue's list. */
async function productSlugs(url: string, count: number): Promise<string[]> {
  const response = await fetch(`${url}/api/product/all?$top=${count}`);
  const { items } = (await response.json()) as { items: { slug: string }[] };
  return items.map((item) => item.slug);
}

/**
 * Makes what the mix needs on the cluster's database and through its API
 * (carts, customers with orders, their tokens) and answers the kinds with
 * their weights: a store's traffic is mostly catalogue reads and search.
 */
export async function prepareStoreMix(cluster: Cluster, sizes: MixSizes): Promise<MixKind[]> {
  const carts = await makeCartPools(cluster.databaseUrl, sizes.carts);
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const customers: Array<{ email: string; token: string }> = [];
  try {
    for (let index = 0; index < sizes.customers; index += 1) {
      const customer = await registerCustomer(cluster.url, client, `load${index}`);
      await insertOrders(client, customer, sizes.ordersPerCustomer, 8);
      const { rows } = await client.query<{ email: string }>('select email from users where id = $1', [customer.userId]);
      customers.push({ email: rows[0]?.email ?? '', token: customer.token });
    }
  } finally {
    await client.end();
  }
  const slugs = await productSlugs(cluster.url, 20);
  const signIn = (customer: { email: string }): PacedRequest => ({
    method: 'POST',
    path: '/Token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', userName: customer.email, password: PASSWORD, rememberMe: 'false' }).toString(),
  });
  return [
    { name: 'GET product page (20 products)', weight: WEIGHTS.product, next: oneEach(slugs, (slug) => ({ method: 'GET', path: `/api/product/${slug}` })) },
    { name: 'GET /api/category/type/255', weight: WEIGHTS.category, next: () => ({ method: 'GET', path: '/api/category/type/255' }) },
    { name: 'GET /api/content/list', weight: WEIGHTS.content, next: () => ({ method: 'GET', path: '/api/content/list' }) },
    { name: `POST search (${POPULAR_TERMS.length} popular terms)`, weight: WEIGHTS.search, next: oneEach(POPULAR_TERMS, (search) => ({ method: 'POST', path: '/api/product/search', ...json({ search }) })) },
    {
      name: 'POST /api/order/add (guest cart)',
      weight: WEIGHTS.cartAdd,
      next: oneEach(carts.emptyCartIds, (orderId) => ({ method: 'POST', path: '/api/order/add', ...json({ orderId, productId: carts.productId }) })),
    },
    { name: 'DELETE cart line (guest cart)', weight: WEIGHTS.cartRemove, next: oneEach(carts.filledLines, (line) => ({ method: 'DELETE', path: `/api/order/${line.orderId}/item/${line.itemId}` })) },
    {
      name: `GET order history (${HISTORY_PAGE} of ${sizes.ordersPerCustomer})`,
      weight: WEIGHTS.history,
      next: oneEach(customers, (customer) => ({
        method: 'GET',
        path: `/api/taxonomy/order?$orderby=CreatedDate%20desc&$skip=0&$top=${HISTORY_PAGE}`,
        headers: { authorization: `Bearer ${customer.token}` },
      })),
    },
    { name: 'POST /Token (sign-in)', weight: WEIGHTS.signIn, next: oneEach(customers, signIn) },
  ];
}

/** Guest carts a run of this many requests needs so that no add or removal reuses one: the adds' share, with a margin. */
export function cartsFor(requests: number): number {
  const totalWeight = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  return Math.ceil(((requests * WEIGHTS.cartAdd) / totalWeight) * 1.3);
}

export interface KindFigures {
  name: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, by status. */
  failures: Map<number, number>;
}

export interface MixFigures {
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and timeouts. */
  socketErrors: number;
  /** Of those, requests unanswered after 10 s. */
  timeouts: number;
  non2xx: number;
  kinds: KindFigures[];
}

export interface MixRun {
  connections: number;
  /** How long to run, or else how many requests to send (a warm-up). */
  durationSeconds?: number;
  amount?: number;
  /** Requests a second, evenly spaced (paced-load.ts), with at most `connections` in flight; as fast as answers come when unset. */
  overallRate?: number;
}

const ACCEPT = { 'accept-encoding': 'br, gzip' };

/** Each kind's latencies and statuses, and the figures made of them. */
function mixRecorder(kinds: readonly MixKind[]) {
  const latencies = kinds.map((): number[] => []);
  const failures = kinds.map(() => new Map<number, number>());
  return {
    record(kind: number, status: number | undefined, latencyMs: number): void {
      if (status === undefined) return;
      latencies[kind]!.push(latencyMs);
      if (status < 200 || status >= 300) failures[kind]!.set(status, (failures[kind]!.get(status) ?? 0) + 1);
    },
    figures(run: { seconds: number; requests: number; socketErrors: number; timeouts: number; non2xx: number }): MixFigures {
      // From the answers themselves rather than autocannon's histogram, which leaves out non-2xx answers.
      const all = latencies.flat().sort((a, b) => a - b);
      return {
        seconds: run.seconds,
        requestsPerSecond: run.requests / run.seconds,
        p50Ms: percentile(all, 0.5),
        p99Ms: percentile(all, 0.99),
        socketErrors: run.socketErrors,
        timeouts: run.timeouts,
        non2xx: run.non2xx,
        kinds: kinds.map((kind, index) => {
          const sorted = latencies[index]!.sort((a, b) => a - b);
          return {
            name: kind.name,
            requests: sorted.length,
            requestsPerSecond: sorted.length / run.seconds,
            p50Ms: percentile(sorted, 0.5),
            p99Ms: percentile(sorted, 0.99),
            failures: failures[index]!,
          };
        }),
      };
    },
  };
}

function weightedPick(kinds: readonly MixKind[]): () => number {
  const totalWeight = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  return () => {
    let point = Math.random() * totalWeight;
    for (const [index, kind] of kinds.entries()) {
      point -= kind.weight;
      if (point < 0) return index;
    }
    return kinds.length - 1;
  };
}

/** Requests as fast as answers come (autocannon), each connection with one in flight. */
async function closedMix(url: string, kinds: readonly MixKind[], run: MixRun): Promise<MixFigures> {
  const pick = weightedPick(kinds);
  const recorder = mixRecorder(kinds);
  // Each connection has one request in flight: its context says the kind until the answer comes.
  const kindOfContext = new WeakMap<object, number>();
  let answeredKind = 0;
  const options: autocannon.Options = {
    url,
    connections: run.connections,
    ...(run.amount === undefined ? { duration: run.durationSeconds } : { amount: run.amount }),
    headers: ACCEPT,
    requests: [
      {
        setupRequest: (request, context) => {
          const index = pick();
          kindOfContext.set(context, index);
          const next = kinds[index]!.next();
          return { ...request, method: next.method, path: next.path, headers: { ...ACCEPT, ...next.headers }, body: next.body ?? '' };
        },
        // Called just before the instance's 'response' event for the same answer.
        onResponse: (_status, _body, context) => {
          answeredKind = kindOfContext.get(context) ?? 0;
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => recorder.record(answeredKind, statusCode, responseTime));
  });
  return recorder.figures({ seconds: result.duration, requests: result.requests.total, socketErrors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx });
}

/** Requests at a fixed rate, evenly spaced; each latency from its due time. */
async function pacedMix(url: string, kinds: readonly MixKind[], run: MixRun & { overallRate: number }): Promise<MixFigures> {
  const pick = weightedPick(kinds);
  const recorder = mixRecorder(kinds);
  const kindOf = new WeakMap<PacedRequest, number>();
  const seconds = run.durationSeconds ?? (run.amount ?? 0) / run.overallRate;
  const result = await pacedLoad({
    url,
    ratePerSecond: run.overallRate,
    seconds,
    connections: run.connections,
    next: () => {
      const index = pick();
      const next = kinds[index]!.next();
      const request = { ...next, headers: { ...ACCEPT, ...next.headers } };
      kindOf.set(request, index);
      return request;
    },
    onAnswer: (request, status, latencyMs) => recorder.record(kindOf.get(request) ?? 0, status, latencyMs),
  });
  const non2xx = [...result.non2xx.values()].reduce((sum, count) => sum + count, 0);
  return recorder.figures({ seconds: result.durationSeconds, requests: result.sent, socketErrors: result.failed, timeouts: result.timedOut, non2xx });
}

/** Picks a kind by weight for every request and keeps each kind's latencies and statuses. */
export function runMix(url: string, kinds: readonly MixKind[], run: MixRun): Promise<MixFigures> {
  return run.overallRate === undefined ? closedMix(url, kinds, run) : pacedMix(url, kinds, { ...run, overallRate: run.overallRate });
}

const milliseconds = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const failuresText = (failures: ReadonlyMap<number, number>) =>
  failures.size === 0 ? '0' : [...failures].map(([status, count]) => `${count} x ${status}`).join(', ');

/** The mix's table: per kind, then the total. */
export function mixTable(figures: MixFigures): string {
  const lines = [`${'kind'.padEnd(40)} ${'requests'.padStart(9)} ${'req/s'.padStart(8)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}  non-2xx`];
  for (const kind of figures.kinds) {
    lines.push(
      `${kind.name.padEnd(40)} ${String(kind.requests).padStart(9)} ${kind.requestsPerSecond.toFixed(1).padStart(8)} ${milliseconds(kind.p50Ms).padStart(9)} ${milliseconds(kind.p99Ms).padStart(9)}  ${failuresText(kind.failures)}`,
    );
  }
  const total = figures.kinds.reduce((sum, kind) => sum + kind.requests, 0);
  lines.push(
    `${'all'.padEnd(40)} ${String(total).padStart(9)} ${figures.requestsPerSecond.toFixed(1).padStart(8)} ${milliseconds(figures.p50Ms).padStart(9)} ${milliseconds(figures.p99Ms).padStart(9)}  ${figures.non2xx}`,
  );
  lines.push(`errors: ${figures.non2xx} non-2xx answers, ${figures.socketErrors} socket errors and timeouts, of which ${figures.timeouts} timeouts (goal: 0)`);
  return lines.join('\n');
}
