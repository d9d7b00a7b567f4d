import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { addToCartResponseSchema, adminProductSchema, productDetailSchema, productListResponseSchema } from '@labstore/domain';
import { requestToken } from '../../e2e/support/customer-fixtures';
import { startCluster, type Cluster } from '../cluster/cluster';
import { call, instanceByPid, note, ok, ORDERED_SLUG, pidOfLocalPort, productIdBySlug, runFault, seconds, showCrashes, waitFor } from './support';

// Fault 3 (issue 21): PostgreSQL goes away under a steady load through nginx
// (catalogue reads and guest cart adds and removals) and comes back. The
// instances must recover by themselves, say "not ready" meanwhile, never
// hold a request past the client's timeout, and LISTEN again.

/** Concurrent clients of the load, each a loop of read, add, read, remove. */
const LOAD_CLIENTS = 16;
/** The client's timeout: a request still unanswered then counts as hung. */
const CLIENT_TIMEOUT_MS = 10_000;
/** How long PostgreSQL stays stopped: long enough for readiness probes to see it. */
const DOWN_MS = 5_000;
const LISTEN_APPLICATION = 'labstore-listen';
/** "Within a few seconds" of the brief, for a catalogue change after recovery. */
const CHANGE_SEEN_WITHIN_MS = 3_000;

interface Sample {
  at: number;
  ms: number;
  /** HTTP status, or "timeout" / "network". */
  outcome: string;
  write: boolean;
}

/** A load of guest clients through nginx until `stop` says so; each answer kept as a sample. */
function startLoad(base: string, productIds: readonly string[], slug: string) {
  const samples: Sample[] = [];
  let running = true;
  const timed = async (write: boolean, send: () => Promise<Response>): Promise<Response | undefined> => {
    const at = performance.now();
    try {
      const response = await send();
      samples.push({ at, ms: performance.now() - at, outcome: String(response.status), write });
      return response;
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      samples.push({ at, ms: performance.now() - at, outcome: timedOut ? 'timeout' : 'network', write });
      return undefined;
    }
  };
  const signal = () => AbortSignal.timeout(CLIENT_TIMEOUT_MS);
  const headers = { Accept: 'application/json', 'Accept-Language': 'en', 'Content-Type': 'application/json' };
  const client = async (index: number) => {
    let cartId: string | null = null;
    const productId = productIds[index % productIds.length];
    while (running) {
      await timed(false, () => fetch(`${base}/api/product/all?$skip=0&$top=10`, { headers, signal: signal() }).then(async (response) => (await response.arrayBuffer(), response)));
      const added = await timed(true, () => fetch(`${base}/api/order/add`, { method: 'POST', headers, body: JSON.stringify({ orderId: cartId, productId }), signal: signal() }));
      const body: unknown = added?.ok ? await added.json().catch(() => undefined) : await added?.arrayBuffer();
      const parsed = addToCartResponseSchema.safeParse(body);
      await timed(false, () => fetch(`${base}/api/product/${slug}`, { headers, signal: signal() }).then(async (response) => (await response.arrayBuffer(), response)));
      if (parsed.success) {
        cartId = parsed.data.id;
        await timed(true, () =>
          fetch(`${base}/api/order/${parsed.data.id}/item/${parsed.data.newItemId}`, { method: 'DELETE', headers: { Accept: 'application/json' }, signal: signal() }).then(async (response) => (await response.arrayBuffer(), response)),
        );
      } else await sleep(100);
    }
  };
  const clients = Array.from({ length: LOAD_CLIENTS }, (_, index) => client(index));
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

/** Polls each instance's /ready; keeps, per instance, when it first answered 503 and when 200 again. */
function watchReadiness(cluster: Cluster) {
  const seen = cluster.instances.map(() => ({ notReady: [] as number[], bodies: new Set<string>(), lastReadyAt: 0 }));
  let running = true;
  const watchers = cluster.instances.map(async (instance, at) => {
    while (running) {
      const answer = await call(instance.url, 'GET', '/ready', { timeoutMs: 5_000 }).catch(() => undefined);
      const record = seen[at];
      if (record && answer?.status === 503) {
        record.notReady.push(performance.now());
        record.bodies.add(answer.text);
      }
      if (record && answer?.status === 200) record.lastReadyAt = performance.now();
      await sleep(200);
    }
  });
  return {
    seen,
    async stop() {
      running = false;
      await Promise.all(watchers);
    },
  };
}

/**
 * How many LISTEN connections each instance holds (by pid, through the
 * connection's client port): "1:2, 2:2, 3:2". Each channel (the read cache's,
 * the job queue's) has its own.
 */
async function listeners(cluster: Cluster): Promise<string> {
  const rows = await cluster.postgres.query<{ client_port: number }>('select client_port from pg_stat_activity where application_name = $1', [LISTEN_APPLICATION]);
  const perInstance = new Map(cluster.instances.map((instance) => [instance.index, 0]));
  for (const row of rows) {
    const index = instanceByPid(cluster, pidOfLocalPort(row.client_port))?.index ?? 0;
    perInstance.set(index, (perInstance.get(index) ?? 0) + 1);
  }
  return [...perInstance].map(([index, count]) => `${index}:${count}`).join(', ');
}

/** Every instance of the cluster holds at least one LISTEN connection, and no one else does. */
const everyInstanceListens = (cluster: Cluster, counts: string) =>
  counts.split(', ').length === cluster.instances.length && counts.split(', ').every((entry) => Number(entry.split(':')[1]) > 0 && !entry.startsWith('0:'));

/** An administrator renames a test; how long until every instance's (cached) page shows it, or undefined when one never does. */
async function catalogueChangeSeen(cluster: Cluster): Promise<number[] | undefined> {
  const admin = await requestToken(cluster.url, cluster.admin.email, cluster.admin.password);
  const listed = productListResponseSchema.parse(ok(await call(cluster.url, 'GET', '/api/product/all?$skip=0&$top=20'), 'the catalogue'));
  const product = listed.items.find((item) => item.slug !== ORDERED_SLUG);
  if (!product) throw new Error('no listed product to rename');
  const path = `/api/product/${product.slug}`;
  for (const instance of cluster.instances) ok(await call(instance.url, 'GET', path), `${path} on instance ${instance.index}`);
  const { children: _children, categoryName: _categoryName, ...fields } = adminProductSchema.parse(ok(await call(cluster.url, 'GET', `/api/catalog/${product.id}`, { token: admin.access_token }), 'the test editor'));
  const name = `${fields.name} ${randomUUID().slice(0, 6)}`;
  ok(await call(cluster.url, 'PUT', '/api/catalog/', { token: admin.access_token, json: { ...fields, name } }), 'the edit');
  const saved = performance.now();
  const times = await Promise.all(
    cluster.instances.map(async (instance) => {
      for (;;) {
        const page = productDetailSchema.safeParse(JSON.parse((await call(instance.url, 'GET', path)).text));
        const elapsed = performance.now() - saved;
        if (page.success && page.data.name === name) return elapsed;
        if (elapsed > CHANGE_SEEN_WITHIN_MS * 3) return Number.POSITIVE_INFINITY;
        await sleep(20);
      }
    }),
  );
  return times.every(Number.isFinite) ? times : undefined;
}

const count = (samples: readonly Sample[], test: (sample: Sample) => boolean) => samples.filter(test).length;
const isError = (sample: Sample) => sample.outcome === 'timeout' || sample.outcome === 'network' || Number(sample.outcome) >= 500;

await runFault('restart PostgreSQL under load', async (proofs) => {
  // The load comes from nginx's one client address: the general request limit, where the build has one, is off (0).
  const cluster = await startCluster({ environment: { REQUEST_LIMIT_PER_MINUTE: '0' }, log: note });
  try {
    const listed = productListResponseSchema.parse(ok(await call(cluster.url, 'GET', '/api/product/all?$skip=0&$top=40'), 'the catalogue'));
    const singles = listed.items.filter((item) => item.slug !== ORDERED_SLUG).map((item) => item.id);
    const productIds = [await productIdBySlug(cluster.url, ORDERED_SLUG), ...singles.slice(0, 3)];
    const pidsBefore = cluster.instances.map((instance) => instance.pid);
    const listeningBefore = await listeners(cluster);
    proofs.check('each instance holds its LISTEN connections before the restart', everyInstanceListens(cluster, listeningBefore), `application_name '${LISTEN_APPLICATION}' per instance ${listeningBefore}`);

    const load = startLoad(cluster.url, productIds, ORDERED_SLUG);
    const readiness = watchReadiness(cluster);
    await sleep(5_000);
    const stoppedAt = performance.now();
    await cluster.postgres.stop();
    note(`PostgreSQL stopped; back in ${seconds(DOWN_MS)}`);
    await sleep(DOWN_MS);
    await cluster.postgres.start();
    const backAt = performance.now();
    note(`PostgreSQL accepting connections again after ${seconds(backAt - stoppedAt)}`);

    const allReadyAfter = await waitFor(async () => (readiness.seen.every((record) => record.lastReadyAt > backAt) ? performance.now() - backAt : undefined), 60_000, 100);
    const listeningAfter = await waitFor(async () => ((await listeners(cluster)) === listeningBefore ? performance.now() - backAt : undefined), 60_000, 100);
    const writesBackAfter = await waitFor(async () => {
      const write = load.samples.find((sample) => sample.write && sample.at > backAt && sample.outcome.startsWith('2'));
      return write ? write.at + write.ms - backAt : undefined;
    }, 60_000, 100);
    // Some more load once recovered: no error may remain.
    await sleep(5_000);
    const recoveredAt = backAt + Math.max(allReadyAfter ?? 0, writesBackAfter ?? 0);
    await load.stop();
    await readiness.stop();

    const { samples } = load;
    const before = samples.filter((sample) => sample.at < stoppedAt);
    const during = samples.filter((sample) => sample.at >= stoppedAt && sample.at < recoveredAt);
    const after = samples.filter((sample) => sample.at >= recoveredAt);
    const slowest = Math.max(...samples.map((sample) => sample.ms));
    const hung = count(samples, (sample) => sample.outcome === 'timeout' || sample.ms > CLIENT_TIMEOUT_MS);
    proofs.figure('downtime (PostgreSQL stopped until it accepts connections)', seconds(backAt - stoppedAt));
    proofs.figure('requests', `${samples.length} in all: ${before.length} before (${count(before, isError)} errors), ${during.length} during (${count(during, isError)} errors: ${count(during, (s) => s.outcome.startsWith('5'))} 5xx, ${count(during, (s) => s.outcome === 'network')} network), ${after.length} after (${count(after, isError)} errors)`);
    proofs.check('the load ran clean before the restart', before.length > 0 && count(before, isError) === 0, `${before.length} requests`);
    proofs.check('instances recovered without a restart (same pids)', cluster.instances.every((instance, at) => instance.pid !== undefined && instance.pid === pidsBefore[at]), pidsBefore.join(', '));
    const notReady = readiness.seen.map((record) => record.notReady.filter((at) => at >= stoppedAt && at <= backAt + 2_000).length);
    const bodies = [...new Set(readiness.seen.flatMap((record) => [...record.bodies]))];
    proofs.check('/ready said 503 on every instance while PostgreSQL was down', notReady.every((times) => times > 0), `503 answers per instance: ${notReady.join(', ')}; ${bodies.join(' ')}`);
    proofs.check('/ready says 200 on every instance after', allReadyAfter !== undefined, `all ready ${allReadyAfter === undefined ? 'never' : `${seconds(allReadyAfter)} after PostgreSQL was back`}`);
    proofs.check(`no request hung past the client's ${seconds(CLIENT_TIMEOUT_MS)} timeout`, hung === 0, `${hung} hung; slowest answer ${seconds(slowest)}`);
    proofs.check('cart writes succeed again after the restart', writesBackAfter !== undefined, `first successful add or removal ${writesBackAfter === undefined ? 'never' : `${seconds(writesBackAfter)} after PostgreSQL was back`}`);
    proofs.check('no errors once recovered', after.length > 0 && count(after, isError) === 0, `${after.length} requests, ${count(after, isError)} errors`);
    proofs.figure('time to recover (PostgreSQL back to every instance ready and writes succeeding)', seconds(recoveredAt - backAt));
    const listening = await listeners(cluster);
    proofs.check(
      `LISTEN reconnected: pg_stat_activity shows '${LISTEN_APPLICATION}' for each instance, as many as before`,
      listening === listeningBefore,
      `per instance ${listening}, ${listeningAfter === undefined ? 'never' : `all back ${seconds(listeningAfter)} after PostgreSQL`}`,
    );
    const seen = await catalogueChangeSeen(cluster);
    proofs.check(
      `after recovery an admin catalogue change is seen by every instance within ${seconds(CHANGE_SEEN_WITHIN_MS)}`,
      seen !== undefined && seen.every((ms) => ms <= CHANGE_SEEN_WITHIN_MS),
      seen ? seen.map((ms, at) => `instance ${at + 1} ${ms.toFixed(0)} ms`).join(', ') : 'not seen everywhere',
    );
  } finally {
    showCrashes(cluster, proofs);
    await cluster.stop();
  }
});
