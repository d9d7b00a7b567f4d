import { productListResponseSchema } from '@labstore/domain';
import { payForTest } from '../../e2e/orders/steps';
import { createCustomer, requestToken } from '../../e2e/support/customer-fixtures';
import { startMailCatcher } from '../../e2e/support/mail-catcher';
import { startCluster, type Cluster } from '../cluster/cluster';
import { call, ok, note, ORDERED_SLUG, runFault, seconds, showCrashes, waitFor, type Answer } from './support';

// Fault 4 (issue 21): Redis, which holds the rate limits' counters, goes
// away. docs/decisions.md "Rate limits" and docs/api-accounts.md say a store
// outage skips the attempt limits (logged) rather than stopping sign-up or
// sign-in; the general request limit (@fastify/rate-limit, where the build
// has it) fails open too (skipOnError); docs/operations.md "Health" says
// /ready stays 200 and reports `"redis": "unavailable"`, so no balancer takes
// the instances out of service. Everything else must go on; once Redis is
// back the limits count again and /ready stops reporting it.

/** The per-client attempt limit the cluster runs with (RATE_LIMIT_PER_IP's default). */
const PER_CLIENT_LIMIT = 10;
/** Attempts sent per check: past the limit. */
const ATTEMPTS = PER_CLIENT_LIMIT + 5;
/**
 * The general per-client request limit (@fastify/rate-limit), where the build
 * has one: small enough to reach, far above what the script's own calls
 * through nginx make in a minute.
 */
const REQUEST_LIMIT = 150;
const OUTAGE_LOG_LINE = 'rate-limit store unavailable; limits are not enforced';

/** Wrong passwords from one client address (sent by the trusted proxy), spread over the instances: the statuses answered. */
async function wrongPasswords(cluster: Cluster, client: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const instance = cluster.instances[attempt % cluster.instances.length];
    if (!instance) break;
    const answer = await call(instance.url, 'POST', '/Token', {
      form: { grant_type: 'password', userName: `nobody.${client}.${attempt}@example.com`, password: 'Not-the-password-1', rememberMe: 'false' },
      headers: { 'X-Forwarded-For': client },
    });
    statuses.push(answer.status);
  }
  return statuses;
}

/** E-mail checks (every attempt counts) from one client address, spread over the instances. */
async function emailChecks(cluster: Cluster, client: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const instance = cluster.instances[attempt % cluster.instances.length];
    if (!instance) break;
    const answer = await call(instance.url, 'POST', '/api/account/checkEmail', { json: { email: `someone.${attempt}@example.com` }, headers: { 'X-Forwarded-For': client } });
    statuses.push(answer.status);
  }
  return statuses;
}

/**
 * Catalogue reads from one client address spread over the instances, until
 * the general limit refuses one (a 429 saying its limit in X-RateLimit-Limit:
 * answers under the limit carry no such header) or three times the limit
 * went through (what instances counting alone would allow): the statuses.
 */
async function readsUntilRefused(cluster: Cluster, client: string): Promise<{ statuses: number[]; limitRefused: boolean }> {
  const statuses: number[] = [];
  for (let read = 0; read <= REQUEST_LIMIT * cluster.instances.length; read += 1) {
    const instance = cluster.instances[read % cluster.instances.length];
    if (!instance) break;
    const answer = await call(instance.url, 'GET', '/api/product/all?$skip=0&$top=1', { headers: { 'X-Forwarded-For': client } });
    statuses.push(answer.status);
    if (answer.status === 429 && answer.headers.get('x-ratelimit-limit') !== null) return { statuses, limitRefused: true };
  }
  return { statuses, limitRefused: false };
}

const firstRefusal = (statuses: readonly number[]) => statuses.indexOf(429);
const refusedAfter = (statuses: readonly number[]) => (firstRefusal(statuses) < 0 ? 'never refused' : `429 after ${firstRefusal(statuses)}`);
const outageLines = (cluster: Cluster) => cluster.instances.map((instance) => instance.logs().split('\n').filter((line) => line.includes(OUTAGE_LOG_LINE)).length);

await runFault('Redis down', async (proofs) => {
  const mail = await startMailCatcher();
  const cluster = await startCluster({ environment: { SMTP_URL: mail.smtpUrl, REQUEST_LIMIT_PER_MINUTE: String(REQUEST_LIMIT) }, log: note });
  try {
    const customer = await createCustomer(cluster.url, mail);
    const counted = await readsUntilRefused(cluster, '203.0.113.1');
    const generalLimit = counted.limitRefused;
    if (generalLimit) proofs.check('with Redis up, the general request limit counts across instances', firstRefusal(counted.statuses) === REQUEST_LIMIT, refusedAfter(counted.statuses));
    else note(`no read refused by a general request limit in ${counted.statuses.length}: this build has none (REQUEST_LIMIT_PER_MINUTE), so only the attempt limits are tested`);
    const beforeLines = outageLines(cluster);

    const stoppedAt = performance.now();
    await cluster.redis.stop();
    note('Redis stopped');
    const answers: Answer[] = [];
    const keep = async (answer: Promise<Answer>) => {
      const kept = await answer;
      answers.push(kept);
      return kept;
    };

    const ready = await Promise.all(cluster.instances.map((instance) => keep(call(instance.url, 'GET', '/ready'))));
    proofs.check(
      '/ready stays 200 on every instance and reports "redis": "unavailable" (the instances stay in service)',
      ready.every((answer) => answer.status === 200 && JSON.parse(answer.text).redis === 'unavailable'),
      ready.map((answer) => `${answer.status} ${answer.text}`).join('; '),
    );
    const health = await Promise.all(cluster.instances.map((instance) => call(instance.url, 'GET', '/health')));
    proofs.check('/health still answers 200 (the processes are alive)', health.every((answer) => answer.status === 200));

    const signIns = await wrongPasswords(cluster, '198.51.100.20');
    proofs.check(
      `the sign-in guard is skipped, as documented: ${ATTEMPTS} wrong passwords from one client answer 400, none 429`,
      signIns.every((status) => status === 400),
      `statuses ${[...new Set(signIns)].join(', ')}; the limit is ${PER_CLIENT_LIMIT}`,
    );
    const checks = await emailChecks(cluster, '198.51.100.21');
    proofs.check(`the attempt limits are skipped, as documented: ${ATTEMPTS} e-mail checks from one client answer 200, none 429`, checks.every((status) => status === 200), `statuses ${[...new Set(checks)].join(', ')}`);
    const logged = outageLines(cluster).map((lines, at) => lines - (beforeLines[at] ?? 0));
    proofs.check('each skip is logged', logged.reduce((sum, lines) => sum + lines, 0) >= ATTEMPTS * 2, `"${OUTAGE_LOG_LINE}" lines per instance: ${logged.join(', ')}`);
    if (generalLimit) {
      const { statuses } = await readsUntilRefused(cluster, '203.0.113.2');
      proofs.check('the general request limit lets requests through while Redis is down (fails open, as documented)', statuses.every((status) => status === 200), `${statuses.length} reads from one client, statuses ${[...new Set(statuses)].join(', ')}`);
    }

    // Nothing else breaks, through nginx: catalogue, cart, sign-in, checkout.
    const listed = productListResponseSchema.parse(ok(await keep(call(cluster.url, 'GET', '/api/product/all?$skip=0&$top=10')), 'the catalogue'));
    ok(await keep(call(cluster.url, 'GET', `/api/product/${listed.items[0]?.slug ?? ORDERED_SLUG}`)), 'a product page');
    const signedIn = await requestToken(cluster.url, customer.email, customer.password);
    // The cart add, the payment intent and the confirmation, each refused on anything but 2xx.
    const orderId = await payForTest(cluster.url, { ...customer, accessToken: signedIn.access_token }, ORDERED_SLUG);
    const [order] = await cluster.postgres.query<{ status: number }>('select status from orders where id = $1', [orderId]);
    const served = answers.filter((answer) => answer.status >= 500).length;
    proofs.check('catalogue, cart, sign-in and checkout work with Redis down (no 5xx)', served === 0 && order?.status === 2, `order status ${order?.status}, ${served} 5xx`);

    await cluster.redis.start();
    const restartedAt = performance.now();
    const readyAgain = await waitFor(
      async () =>
        (await Promise.all(cluster.instances.map((instance) => call(instance.url, 'GET', '/ready')))).every((answer) => answer.status === 200 && JSON.parse(answer.text).redis === undefined)
          ? performance.now() - restartedAt
          : undefined,
      60_000,
      100,
    );
    proofs.figure('Redis down for', seconds(restartedAt - stoppedAt));
    proofs.check('/ready no longer reports Redis on any instance once it is back, without a restart', readyAgain !== undefined, readyAgain === undefined ? 'never' : `${seconds(readyAgain)} after Redis started`);
    const signInsAfter = await wrongPasswords(cluster, '198.51.100.22');
    proofs.check(`the sign-in guard counts again across instances: 429 after ${PER_CLIENT_LIMIT} failures`, firstRefusal(signInsAfter) === PER_CLIENT_LIMIT, refusedAfter(signInsAfter));
    const checksAfter = await emailChecks(cluster, '198.51.100.23');
    proofs.check(`the attempt limits count again: 429 after ${PER_CLIENT_LIMIT} e-mail checks`, firstRefusal(checksAfter) === PER_CLIENT_LIMIT, refusedAfter(checksAfter));
    if (generalLimit) {
      const { statuses } = await readsUntilRefused(cluster, '203.0.113.3');
      proofs.check('the general request limit counts again across instances', firstRefusal(statuses) === REQUEST_LIMIT, refusedAfter(statuses));
    }
  } finally {
    showCrashes(cluster, proofs);
    await cluster.stop();
    await mail.stop();
  }
});
