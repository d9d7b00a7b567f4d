import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster, type Cluster } from '../cluster/cluster';
import { makeCartPools, oneEach } from './cart-pools';
import { pacedLoad, type PacedRequest } from './paced-load';
import { cpuSeconds, instanceMetrics, postgresCpuSeconds } from './process-probes';
import { BENCH_ENVIRONMENT, BENCH_ENVIRONMENT_NOTE } from './store-mix';

// `npm run bench:cart-floor` (and part of `npm run bench`), issue 21: the
// cart add against its floor. The statements one POST /api/order/add runs
// are captured from the cluster's own PostgreSQL (log_statement = all) and
// replayed by pgbench, prepared, at the concurrency the instances' pools
// give: that is the database's limit for this work. The app's adds through
// nginx at the same concurrency are reported as a ratio to it, then the
// p99 of adds at a fixed rate, evenly spaced (paced-load.ts).

const PGBENCH = '/usr/lib/postgresql/15/bin/pgbench';
const SECONDS = Number(process.env.CART_FLOOR_SECONDS ?? 20);
const FIXED_RATE = Number(process.env.CART_FLOOR_RATE ?? 200);
const FIXED_SECONDS = Number(process.env.CART_FLOOR_RATE_SECONDS ?? 20);
/** The cluster's three by default; on a machine of few cores fewer instances each take more of it (docs/performance.md). */
const INSTANCES = Number(process.env.CART_FLOOR_INSTANCES ?? 3);
/** The API's default; set it to measure another pool (the concurrency follows). */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 10);
/** Adds before each measured run, counted rather than timed: on a slow machine a few seconds would leave the instances' code cold. */
const WARM_UP_ADDS = Number(process.env.CART_FLOOR_WARM_UP_ADDS ?? 1500);
/** Adds a second no run here is expected to exceed, to size the carts made beforehand (one per add, never reused): pgbench alone made 3,500 a second on a quiet 2-core machine, and one client may run well ahead of the mean. */
const MOST_ADDS_PER_SECOND = Number(process.env.CART_FLOOR_MOST_ADDS ?? 8000);
const CAPTURED_ADDS = 3;

interface Statement {
  sql: string;
  /** $1, $2... in order; null for NULL. */
  parameters: Array<string | null>;
}

/** One pino-less PostgreSQL log entry: the process and its text (continuation lines joined). */
interface LogEntry {
  pid: string;
  text: string;
}

function logEntries(log: string): LogEntry[] {
  const entries: LogEntry[] = [];
  for (const line of log.split('\n')) {
    const match = /^\d{4}-\d\d-\d\d [\d:.]+ \w+ \[(\d+)\] (.*)$/.exec(line);
    if (match) entries.push({ pid: match[1]!, text: match[2]! });
    else if (entries.length > 0 && line.startsWith('\t')) entries[entries.length - 1]!.text += `\n${line.slice(1)}`;
  }
  return entries;
}

function parameterValues(detail: string): Array<string | null> {
  const values: Array<string | null> = [];
  for (const match of detail.matchAll(/\$(\d+) = (NULL|'((?:[^']|'')*)')/g)) {
    values[Number(match[1]) - 1] = match[2] === 'NULL' ? null : match[3]!.replaceAll("''", "'");
  }
  return values;
}

/** The statements of a transaction, from the `begin` at `beginAt` to its `commit`, both included. */
function transactionAt(entries: readonly LogEntry[], beginAt: number): Statement[] {
  const pid = entries[beginAt]!.pid;
  const statements: Statement[] = [];
  for (const entry of entries.slice(beginAt).filter((each) => each.pid === pid)) {
    const simple = /^LOG: {2}statement: (.*)$/s.exec(entry.text);
    const extended = /^LOG: {2}execute [^:]+: (.*)$/s.exec(entry.text);
    const detail = /^DETAIL: {2}parameters: (.*)$/s.exec(entry.text);
    if (simple) statements.push({ sql: simple[1]!, parameters: [] });
    else if (extended) statements.push({ sql: extended[1]!, parameters: [] });
    else if (detail && statements.length > 0) statements[statements.length - 1]!.parameters = parameterValues(detail[1]!);
    if (simple?.[1] === 'commit') return statements;
  }
  return [];
}

/** The last transaction in the log that names the cart (the instances' jobs run transactions of their own). */
function transactionOfCart(log: string, cart: string): Statement[] {
  const entries = logEntries(log);
  for (let at = entries.length - 1; at >= 0; at -= 1) {
    if (entries[at]!.text !== 'LOG:  statement: begin') continue;
    const statements = transactionAt(entries, at);
    if (statements.some((statement) => statement.parameters.includes(cart))) return statements;
  }
  throw new Error(`the PostgreSQL log holds no transaction of cart ${cart}: was log_statement applied?`);
}

interface PgbenchScript {
  script: string;
  /** Captured values the same for every add: pgbench variables (-D). */
  variables: Map<string, string>;
  /** Captured values that hold the cart's or the new line's id (a change's JSON): a column each of the bench's table of carts, the ids replaced per row. */
  perAddValues: Map<string, string>;
}

/**
 * A pgbench script of the add's statements: the cart and the new line's id
 * (the app makes it), and any value holding them, come from the bench's
 * table of carts, read before the transaction (`\gset`, one primary key
 * lookup); every client walks its own range of carts, so each add finds an
 * empty cart as the app's do. Other parameters are the captured values,
 * passed as pgbench variables (-D), and NULLs are written in. A statement's
 * line breaks become spaces: pgbench takes one line per statement.
 */
function pgbenchScript(statements: readonly Statement[], cart: string, item: string, cartsPerClient: number): PgbenchScript {
  const variables = new Map<string, string>();
  const perAddValues = new Map<string, string>();
  const named = (values: Map<string, string>, prefix: string, value: string): string => {
    const existing = [...values].find(([, known]) => known === value)?.[0];
    if (existing) return `:${existing}`;
    const name = `${prefix}${values.size + 1}`;
    values.set(name, value);
    return `:${name}`;
  };
  const variableOf = (value: string): string => {
    if (value === cart) return ':cart';
    if (value === item) return ':item';
    if (value.includes(cart) || value.includes(item)) return named(perAddValues, 'w', value);
    return named(variables, 'v', value);
  };
  const body = statements.map((statement) => {
    const sql = statement.sql.replace(/\$(\d+)/g, (_whole, position: string) => {
      const value = statement.parameters[Number(position) - 1];
      if (value === undefined) throw new Error(`no value for $${position} of: ${statement.sql}`);
      return value === null ? 'NULL' : variableOf(value);
    });
    return `${sql.replace(/\s*\n\s*/g, ' ')};`;
  });
  const columns = ['cart', 'item', ...perAddValues.keys()].join(', ');
  const lines = [`\\set slot :client_id * ${cartsPerClient} + (:done % ${cartsPerClient})`, '\\set done :done + 1', `select ${columns} from bench_floor_carts where slot = :slot \\gset`, ...body];
  return { script: `${lines.join('\n')}\n`, variables, perAddValues };
}

async function captureAdd(cluster: Cluster, cartIds: readonly string[], productId: string): Promise<{ statements: Statement[]; cart: string; item: string }> {
  await cluster.postgres.query("alter system set log_statement = 'all'");
  await cluster.postgres.query('select pg_reload_conf()');
  let cart = '';
  let item = '';
  try {
    for (const orderId of cartIds) {
      const response = await fetch(`${cluster.url}/api/order/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderId, productId }) });
      if (!response.ok) throw new Error(`the add to capture answered ${response.status}`);
      cart = orderId;
      item = ((await response.json()) as { newItemId: string }).newItemId;
    }
  } finally {
    await cluster.postgres.query('alter system reset log_statement');
    await cluster.postgres.query('select pg_reload_conf()');
  }
  return { statements: transactionOfCart(readFileSync(join(cluster.directory, 'postgres.log'), 'utf8'), cart), cart, item };
}

/** The bench's table of carts: for each slot an empty cart, the id of the line to add, and the add's values holding them. */
async function fillCartTable(databaseUrl: string, cartIds: readonly string[], captured: { cart: string; item: string }, perAddValues: ReadonlyMap<string, string>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const valueColumns = [...perAddValues.keys()].map((name) => `, ${name} text`).join('');
    await client.query(`create table bench_floor_carts (slot int primary key, cart uuid not null, item uuid not null${valueColumns})`);
    await client.query('insert into bench_floor_carts select ordinality - 1, id, gen_random_uuid() from unnest($1::uuid[]) with ordinality as id', [cartIds]);
    for (const [name, value] of perAddValues) {
      await client.query(`update bench_floor_carts set ${name} = replace(replace($1, $2, cart::text), $3, item::text)`, [value, captured.cart, captured.item]);
    }
    await client.query('analyze bench_floor_carts');
  } finally {
    await client.end();
  }
}

interface PgbenchFigures {
  transactionsPerSecond: number;
  failed: number;
  averageMs: number;
  /** pgbench -r: each statement's average latency. */
  statementLines: string[];
}

interface PgbenchRun {
  clients: number;
  /** Transactions a second over all clients (pgbench -R, spaced as a Poisson process); as fast as it can when unset. */
  rate?: number;
  /** Where each client starts in its range of carts: past those an earlier run used. */
  firstCart?: number;
}

async function runPgbench(cluster: Cluster, scriptFile: string, variables: ReadonlyMap<string, string>, run: PgbenchRun): Promise<PgbenchFigures> {
  const args = ['-h', '127.0.0.1', '-p', String(cluster.postgres.port), '-U', 'postgres', '-n', '-M', 'prepared', '-r', '-c', String(run.clients), '-j', '2', '-T', String(SECONDS)];
  args.push('-D', `done=${run.firstCart ?? 0}`, ...(run.rate === undefined ? [] : ['-R', run.rate.toFixed(0)]));
  for (const [name, value] of variables) args.push('-D', `${name}=${value}`);
  args.push('-f', scriptFile, 'labstore');
  const child = spawn(PGBENCH, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const transactionsPerSecond = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
  if (code !== 0 || !Number.isFinite(transactionsPerSecond)) throw new Error(`pgbench failed (${code}):\n${output}`);
  return {
    transactionsPerSecond,
    failed: Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0),
    averageMs: Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]),
    statementLines: output.split('\n').filter((line) => /^\s+[\d.]+\s+\d+\s+\S/.test(line)),
  };
}

interface CpuShare {
  /** CPU milliseconds per add. */
  nodeMs: number;
  postgresMs: number;
  /** The highest number of queries waiting for a pool connection seen on any instance. */
  mostWaiting: number;
  /** The highest event loop delay p99 an instance reported, in ms. */
  mostLoopDelayMs: number;
}

/** Runs `work` while reading the instances' and PostgreSQL's CPU time and the instances' pool waits and loop delay every second. */
async function measuringCpu<T extends { adds: number }>(cluster: Cluster, work: () => Promise<T>): Promise<T & CpuShare> {
  const dataDir = join(cluster.directory, 'postgres');
  const instancePids = cluster.instances.map((instance) => instance.pid ?? 0);
  const totalOf = (pids: readonly number[]) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const nodeBefore = totalOf(instancePids);
  const postgresBefore = postgresCpuSeconds(dataDir);
  let mostWaiting = 0;
  let mostLoopDelayMs = 0;
  const token = cluster.environment.METRICS_TOKEN ?? '';
  const sampler = setInterval(() => {
    for (const instance of cluster.instances) {
      instanceMetrics(instance.url, token, ['labstore_db_pool_waiting_clients', 'labstore_nodejs_eventloop_lag_p99_seconds'])
        .then((values) => {
          mostWaiting = Math.max(mostWaiting, values.get('labstore_db_pool_waiting_clients') ?? 0);
          mostLoopDelayMs = Math.max(mostLoopDelayMs, (values.get('labstore_nodejs_eventloop_lag_p99_seconds') ?? 0) * 1000);
        })
        .catch(() => {});
    }
  }, 1000);
  try {
    const result = await work();
    const postgresUsed = postgresCpuSeconds(dataDir) - postgresBefore;
    const adds = Math.max(result.adds, 1);
    return { ...result, nodeMs: ((totalOf(instancePids) - nodeBefore) * 1000) / adds, postgresMs: (postgresUsed * 1000) / adds, mostWaiting, mostLoopDelayMs };
  } finally {
    clearInterval(sampler);
  }
}

const ADD_HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };

function addsOptions(url: string, next: () => string, productId: string, connections: number): autocannon.Options {
  return {
    url: `${url}/api/order/add`,
    connections,
    method: 'POST',
    headers: ADD_HEADERS,
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ orderId: next(), productId }) }) }],
  };
}

console.log(`cart add against its floor: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the start`);
const cluster = await startCluster({ instances: INSTANCES, environment: { ...BENCH_ENVIRONMENT, DATABASE_POOL_SIZE: String(POOL_SIZE) }, log: (line) => console.log(`  ${line}`) });
try {
  console.log(`  ${BENCH_ENVIRONMENT_NOTE}`);
  const concurrency = cluster.instances.length * POOL_SIZE;
  const floorCarts = MOST_ADDS_PER_SECOND * SECONDS;
  const appCarts = MOST_ADDS_PER_SECOND * SECONDS + FIXED_RATE * FIXED_SECONDS * 2 + WARM_UP_ADDS * 2;
  const carts = await makeCartPools(cluster.databaseUrl, floorCarts + appCarts + CAPTURED_ADDS);
  const [captureCarts, floorCartIds, appCartIds] = [
    carts.emptyCartIds.slice(0, CAPTURED_ADDS),
    carts.emptyCartIds.slice(CAPTURED_ADDS, CAPTURED_ADDS + floorCarts),
    carts.emptyCartIds.slice(CAPTURED_ADDS + floorCarts),
  ];

  const captured = await captureAdd(cluster, captureCarts, carts.productId);
  const cartsPerClient = Math.floor(floorCarts / concurrency);
  const { script, variables, perAddValues } = pgbenchScript(captured.statements, captured.cart, captured.item, cartsPerClient);
  const scriptFile = join(cluster.directory, 'cart-add.pgbench');
  writeFileSync(scriptFile, script);
  await fillCartTable(cluster.databaseUrl, floorCartIds, captured, perAddValues);
  console.log(`\nthe add's statements, captured from PostgreSQL's log (log_statement = all) and replayed by pgbench:\n${script}`);

  const floor = await measuringCpu(cluster, async () => {
    const figures = await runPgbench(cluster, scriptFile, variables, { clients: concurrency });
    return { ...figures, adds: figures.transactionsPerSecond * SECONDS };
  });
  console.log(`floor: pgbench -M prepared, ${concurrency} clients (${cluster.instances.length} instances x DATABASE_POOL_SIZE ${POOL_SIZE}), ${SECONDS} s`);
  console.log(`  ${floor.transactionsPerSecond.toFixed(0)} adds/s, latency average ${floor.averageMs} ms, ${floor.failed} failed; PostgreSQL CPU ${floor.postgresMs.toFixed(2)} ms per add`);
  console.log(`  per statement (ms, failures, statement):\n${floor.statementLines.map((line) => `  ${line.slice(0, 140)}`).join('\n')}`);

  const nextCart = oneEach(appCartIds, (id) => id);
  await autocannon({ ...addsOptions(cluster.url, nextCart, carts.productId, concurrency), amount: WARM_UP_ADDS });
  const app = await measuringCpu(cluster, async () => {
    const result = await autocannon({ ...addsOptions(cluster.url, nextCart, carts.productId, concurrency), duration: SECONDS });
    return { result, adds: result.requests.total };
  });
  const appAddsPerSecond = app.result.requests.total / app.result.duration;
  const ratio = appAddsPerSecond / floor.transactionsPerSecond;
  console.log(`\napp: POST /api/order/add through nginx, autocannon ${concurrency} connections, ${SECONDS} s after ${WARM_UP_ADDS} adds of warm-up`);
  console.log(`  ${appAddsPerSecond.toFixed(0)} adds/s, p50 ${app.result.latency.p50} ms, p99 ${app.result.latency.p99} ms, errors ${app.result.errors + app.result.non2xx}`);
  console.log(`  ${ratio.toFixed(2)} of the floor (aim: at least 0.5)${ratio >= 0.5 ? '' : ': MISSED'}`);
  console.log(
    `  CPU per add: Node (${cluster.instances.length} instances) ${app.nodeMs.toFixed(2)} ms, PostgreSQL ${app.postgresMs.toFixed(2)} ms; most queries waiting for a pool connection on one instance ${app.mostWaiting}; event loop delay p99 up to ${app.mostLoopDelayMs.toFixed(1)} ms`,
  );

  // PostgreSQL's CPU per add is higher under the app than under pgbench at full speed: the same statements at
  // the app's rate tell how much of that is the rate (fewer commits sharing a WAL flush, more sleeps and
  // wake-ups per statement) rather than the app. Each client starts past the carts the floor used.
  const floorCartsPerClient = Math.ceil(((floor.transactionsPerSecond * SECONDS) / concurrency) * 1.5);
  if (floorCartsPerClient + Math.ceil(((appAddsPerSecond * SECONDS) / concurrency) * 1.5) < cartsPerClient) {
    const atAppRate = await measuringCpu(cluster, async () => {
      const figures = await runPgbench(cluster, scriptFile, variables, { clients: concurrency, rate: appAddsPerSecond, firstCart: floorCartsPerClient });
      return { ...figures, adds: figures.transactionsPerSecond * SECONDS };
    });
    console.log(
      `  the floor's statements at the app's rate (pgbench -R ${appAddsPerSecond.toFixed(0)}): ${atAppRate.transactionsPerSecond.toFixed(0)} adds/s, ${atAppRate.failed} failed; PostgreSQL CPU ${atAppRate.postgresMs.toFixed(2)} ms per add`,
    );
  } else {
    console.log('  (the floor at the app\'s rate is left out: too few carts for a third run; raise CART_FLOOR_MOST_ADDS)');
  }

  const addRequest = (): PacedRequest => ({
    method: 'POST',
    path: '/api/order/add',
    headers: ADD_HEADERS,
    body: JSON.stringify({ orderId: nextCart(), productId: carts.productId }),
  });
  const fixedOptions = { url: cluster.url, ratePerSecond: FIXED_RATE, connections: concurrency, next: addRequest };
  await pacedLoad({ ...fixedOptions, seconds: Math.min(WARM_UP_ADDS / FIXED_RATE, 5) });
  const fixed = await measuringCpu(cluster, async () => {
    const result = await pacedLoad({ ...fixedOptions, seconds: FIXED_SECONDS });
    return { result, adds: result.answered };
  });
  const p99 = fixed.result.percentileMs(0.99);
  const refusals = [...fixed.result.non2xx].map(([status, count]) => `${count} x ${status}`).join(', ') || 'none';
  console.log(`\nfixed rate: ${FIXED_RATE} adds/s evenly spaced (an open model: each latency from the add's due time), at most ${concurrency} in flight, ${FIXED_SECONDS} s`);
  console.log(
    `  ${fixed.result.sent} sent, ${fixed.result.answered} answered in ${fixed.result.durationSeconds.toFixed(1)} s; p50 ${fixed.result.percentileMs(0.5).toFixed(1)} ms, p90 ${fixed.result.percentileMs(0.9).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (aim: under 20 ms)${p99 < 20 ? '' : ': MISSED'}, max ${fixed.result.percentileMs(1).toFixed(1)} ms; non-2xx ${refusals}, no answer ${fixed.result.failed}`,
  );
  console.log(`  CPU per add: Node ${fixed.nodeMs.toFixed(2)} ms, PostgreSQL ${fixed.postgresMs.toFixed(2)} ms; most waiting for a pool connection ${fixed.mostWaiting}; event loop delay p99 up to ${fixed.mostLoopDelayMs.toFixed(1)} ms`);
  console.log(`load average ${loadavg()[0]?.toFixed(1)} at the end`);
} finally {
  await cluster.stop();
}
