import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startCluster } from '../cluster/cluster';
import { freePort, startServer } from '../lib/server-process';
import { BENCH_ENVIRONMENT, BENCH_ENVIRONMENT_NOTE, cartsFor, mixTable, prepareStoreMix, runMix } from './store-mix';

// `npm run bench:load` (and part of `npm run bench`), issue 21: three API
// instances behind nginx, on their own PostgreSQL and Redis, under 100
// connections for 30 s of a store's mix of requests, beside a bare Fastify
// hello-world measured in the same run.

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const DURATION_SECONDS = Number(process.env.LOAD_DURATION ?? 30);
/** Requests before the measured run, counted rather than timed: on a slow machine a few seconds would leave the instances' code cold. */
const WARM_UP_REQUESTS = Number(process.env.LOAD_WARM_UP_REQUESTS ?? 5000);
/** Enough carts for the warm-up and the measured seconds at up to this many requests a second. */
const CART_POOL = Number(process.env.LOAD_CART_POOL ?? cartsFor(4000 * DURATION_SECONDS + WARM_UP_REQUESTS));
const HELLO_SCRIPT = fileURLToPath(new URL('./hello-server.ts', import.meta.url));

async function helloWorld(): Promise<{ requestsPerSecond: number; p99Ms: number }> {
  const hello = await startServer(HELLO_SCRIPT, await freePort(), {}, '/');
  try {
    const options = { url: `${hello.url}/`, connections: CONNECTIONS, headers: { 'accept-encoding': 'br, gzip' } };
    await autocannon({ ...options, duration: 2 });
    const result = await autocannon({ ...options, duration: DURATION_SECONDS });
    return { requestsPerSecond: result.requests.total / result.duration, p99Ms: result.latency.p99 };
  } finally {
    await hello.stop();
  }
}

const log = (line: string) => console.log(`  ${line}`);
console.log(`load profile: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the start`);
const cluster = await startCluster({ environment: { ...BENCH_ENVIRONMENT }, log });
try {
  console.log(`  ${BENCH_ENVIRONMENT_NOTE}`);
  const kinds = await prepareStoreMix(cluster, { carts: CART_POOL, customers: 20, ordersPerCustomer: 20 });
  const hello = await helloWorld();
  await runMix(cluster.url, kinds, { connections: CONNECTIONS, amount: WARM_UP_REQUESTS });
  const figures = await runMix(cluster.url, kinds, { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s after ${WARM_UP_REQUESTS} requests of warm-up, through nginx to ${cluster.instances.length} instances, Accept-Encoding: br, gzip`);
  console.log(mixTable(figures));
  const ratio = figures.requestsPerSecond / hello.requestsPerSecond;
  console.log(
    `bare Fastify hello-world, one process, direct (no nginx), ${CONNECTIONS} connections: ${hello.requestsPerSecond.toFixed(0)} req/s, p99 ${hello.p99Ms} ms; the mix is ${(ratio * 100).toFixed(1)}% of it`,
  );
  console.log(`load average ${loadavg()[0]?.toFixed(1)} at the end`);
} finally {
  await cluster.stop();
}
