import { cpus, loadavg } from 'node:os';
import { startCluster, type Cluster } from '../cluster/cluster';
import { instanceMetrics, rssBytes } from './process-probes';
import { BENCH_ENVIRONMENT, BENCH_ENVIRONMENT_NOTE, cartsFor, mixTable, prepareStoreMix, runMix } from './store-mix';

// `npm run bench:soak`, issue 21 (not in `npm run bench`: it takes 10
// minutes): the load profile's mix at a moderate fixed rate through nginx,
// with each instance's memory read every 30 s: resident memory from
// /proc/<pid>/status and the V8 heap in use from its /metrics. A leak shows
// as growth per minute after the warm-up.

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 100);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 20);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 30);
/** Memory settles (JIT, caches filling, the heap sizing itself) before growth is counted; at most half of a short run. */
const WARM_UP_MINUTES = Math.min(Number(process.env.SOAK_WARM_UP_MINUTES ?? 2), MINUTES / 2);
const HEAP_METRIC = 'labstore_nodejs_heap_size_used_bytes';

interface Sample {
  minutes: number;
  rss: number;
  heap: number;
}

async function sampleInstances(cluster: Cluster, minutes: number): Promise<Sample[]> {
  const token = cluster.environment.METRICS_TOKEN ?? '';
  return Promise.all(
    cluster.instances.map(async (instance) => {
      if (instance.pid === undefined) throw new Error(`instance ${instance.index} is down`);
      const metrics = await instanceMetrics(instance.url, token, [HEAP_METRIC]);
      return { minutes, rss: rssBytes(instance.pid), heap: metrics.get(HEAP_METRIC) ?? Number.NaN };
    }),
  );
}

/** Least squares slope, in units per minute. */
function slopePerMinute(points: ReadonlyArray<{ minutes: number; value: number }>): number {
  if (points.length < 2) return Number.NaN;
  const meanX = points.reduce((sum, point) => sum + point.minutes, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.value, 0) / points.length;
  const covariance = points.reduce((sum, point) => sum + (point.minutes - meanX) * (point.value - meanY), 0);
  const variance = points.reduce((sum, point) => sum + (point.minutes - meanX) ** 2, 0);
  return covariance / variance;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function memoryLine(label: string, samples: readonly Sample[], read: (sample: Sample) => number): string {
  const values = samples.map(read);
  const afterWarmUp = samples.filter((sample) => sample.minutes >= WARM_UP_MINUTES).map((sample) => ({ minutes: sample.minutes, value: read(sample) }));
  const growth = slopePerMinute(afterWarmUp);
  return `${label.padEnd(6)} start ${megabytes(values[0] ?? 0).padStart(9)}  end ${megabytes(values.at(-1) ?? 0).padStart(9)}  peak ${megabytes(Math.max(...values)).padStart(9)}  growth after warm-up ${(growth / 1024 / 1024).toFixed(2).padStart(6)} MB/min`;
}

console.log(`soak: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the start`);
const cluster = await startCluster({ environment: { ...BENCH_ENVIRONMENT }, log: (line) => console.log(`  ${line}`) });
try {
  console.log(`  ${BENCH_ENVIRONMENT_NOTE}`);
  const kinds = await prepareStoreMix(cluster, { carts: cartsFor(RATE * MINUTES * 60), customers: 20, ordersPerCustomer: 20 });
  const samples: Sample[][] = cluster.instances.map(() => []);
  const keep = (taken: Sample[]) => taken.forEach((sample, index) => samples[index]!.push(sample));
  const startedAt = Date.now();
  const elapsedMinutes = () => (Date.now() - startedAt) / 60_000;
  keep(await sampleInstances(cluster, 0));
  const sampling: Array<Promise<void>> = [];
  const sampler = setInterval(() => sampling.push(sampleInstances(cluster, elapsedMinutes()).then(keep)), SAMPLE_SECONDS * 1000);
  const figures = await runMix(cluster.url, kinds, { connections: CONNECTIONS, durationSeconds: MINUTES * 60, overallRate: RATE }).finally(() => clearInterval(sampler));
  await Promise.all(sampling);
  keep(await sampleInstances(cluster, elapsedMinutes()));

  console.log(`\n${MINUTES} min at ${RATE} requests/s evenly spaced (each latency from its due time; at most ${CONNECTIONS} in flight) through nginx to ${cluster.instances.length} instances`);
  console.log(mixTable(figures));
  console.log(`\nmemory of each instance, read every ${SAMPLE_SECONDS} s (${samples[0]?.length} samples); growth is the least squares slope after ${WARM_UP_MINUTES} min of warm-up`);
  for (const [index, instanceSamples] of samples.entries()) {
    console.log(`instance ${index + 1}`);
    console.log(`  ${memoryLine('RSS', instanceSamples, (sample) => sample.rss)}`);
    console.log(`  ${memoryLine('heap', instanceSamples, (sample) => sample.heap)}`);
  }
  console.log(`load average ${loadavg()[0]?.toFixed(1)} at the end`);
} finally {
  await cluster.stop();
}
