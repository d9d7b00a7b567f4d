import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startCluster } from './cluster';

// `npm run cluster`: PostgreSQL, Redis, three API instances and nginx on
// loopback, until Ctrl-C (docs/operations.md "Several instances on one machine").

const INSTANCES = Number(process.env.CLUSTER_INSTANCES ?? 3);

const cluster = await startCluster({ instances: INSTANCES, log: (line) => console.log(line) });
// The token goes in a header, read from an owner-only file: never on the screen or in a URL.
const metricsTokenFile = join(cluster.directory, 'metrics-token');
writeFileSync(metricsTokenFile, cluster.environment.METRICS_TOKEN ?? '', { mode: 0o600 });
console.log(`
labstore cluster up (Ctrl-C stops it and removes ${cluster.directory})
  load balancer (nginx)  ${cluster.url}
${cluster.instances.map((instance) => `  instance ${instance.index}             ${instance.url}  pid ${instance.pid}  log ${cluster.directory}/instance-${instance.index}.log`).join('\n')}
  PostgreSQL             ${cluster.databaseUrl}
  Redis                  ${cluster.redisUrl}
  administrator          ${cluster.admin.email}, password in ${cluster.admin.file}
  metrics                curl -H "Authorization: Bearer $(cat ${metricsTokenFile})" ${cluster.instances[0]?.url}/metrics
`);
