import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { addToCartResponseSchema, IDEMPOTENCY_KEY_HEADER, paymentIntentResponseSchema, productDetailSchema } from '@labstore/domain';
import type { Cluster, Instance } from '../cluster/cluster';
import { call, ok, type Answer } from '../lib/api-call';

export { call, ok, type Answer } from '../lib/api-call';

// What the fault scripts share: HTTP calls as the web app makes them, the
// proof lines each script prints, and finding which instance holds a
// connection or a job (docs/operations.md "Fault scripts").

/** A product the journeys order: a single test the partner (sandbox or fake) takes. */
export const ORDERED_SLUG = 'lipid-panel';


export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The lines a script prints: "proved: ..." for each claim that held, "NOT PROVED: ..." for one that did not. */
export class Proofs {
  failures = 0;

  /** Checks a claim and prints it; a failed claim makes the script exit non-zero, and the script goes on. */
  check(claim: string, holds: boolean, figures = ''): boolean {
    const detail = figures ? ` (${figures})` : '';
    if (holds) console.log(`proved: ${claim}${detail}`);
    else {
      this.failures += 1;
      console.log(`NOT PROVED: ${claim}${detail}`);
    }
    return holds;
  }

  figure(name: string, value: string): void {
    console.log(`figure: ${name}: ${value}`);
  }
}

/**
 * Runs one fault script: prints its title, runs it, prints the outcome and
 * exits (1 when any claim failed or the script itself broke; the cluster's
 * exit handler stops whatever of it is still running).
 */
export async function runFault(title: string, body: (proofs: Proofs) => Promise<void>): Promise<void> {
  const begun = performance.now();
  const proofs = new Proofs();
  console.log(`== ${title}`);
  try {
    await body(proofs);
  } catch (error) {
    proofs.failures += 1;
    console.log(`NOT PROVED: the script stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  console.log(`== ${proofs.failures === 0 ? 'every claim proved' : `${proofs.failures} claim(s) not proved`} in ${seconds(performance.now() - begun)}`);
  // Exits at once: a script that broke half-way may leave a fake server or a timer running.
  process.exit(proofs.failures === 0 ? 0 : 1);
}

/** Progress lines, indented under the proofs. */
export const note = (line: string) => console.log(`  ${line}`);

/** Polls until `done` answers a value, or gives up after `timeoutMs` (undefined). */
export async function waitFor<T>(done: () => Promise<T | undefined>, timeoutMs: number, everyMs = 200): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await done().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() >= deadline) return undefined;
    await sleep(everyMs);
  }
}

/**
 * The process with an open TCP connection from this local port (ss, as root
 * it sees every process): how a fake server on loopback tells which instance
 * is talking to it.
 */
export function pidOfLocalPort(port: number): number | undefined {
  const listing = spawnSync('ss', ['-tnpH', 'state', 'established', `( sport = :${port} )`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listing.stdout)?.[1];
  return pid === undefined ? undefined : Number(pid);
}

export function instanceByPid(cluster: Cluster, pid: number | undefined): Instance | undefined {
  return pid === undefined ? undefined : cluster.instances.find((instance) => instance.pid === pid);
}

/** The pid in a job worker's id (jobs.locked_by is "host:pid:random"). */
export function pidOfWorker(lockedBy: string | null | undefined): number | undefined {
  const pid = Number(lockedBy?.split(':')[1]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export async function productIdBySlug(base: string, slug: string): Promise<string> {
  return productDetailSchema.parse(ok(await call(base, 'GET', `/api/product/${slug}`), `product ${slug}`)).id;
}

/** The customer's cart with one test and its payment intent, as the checkout page makes them: the order id and the intent. */
export async function cartWithIntent(base: string, token: string, slug = ORDERED_SLUG): Promise<{ orderId: string; intentId: string; amount: number }> {
  const added = addToCartResponseSchema.parse(ok(await call(base, 'POST', '/api/order/add', { token, json: { productId: await productIdBySlug(base, slug) } }), 'add to cart'));
  const intent = paymentIntentResponseSchema.parse(ok(await call(base, 'POST', '/api/order/checkout/intent', { token, json: { orderId: added.id } }), 'payment intent'));
  return { orderId: added.id, intentId: intent.paymentIntentId, amount: intent.amount };
}

/** The confirmation the checkout page sends with Stripe's test Visa, under the attempt's Idempotency-Key. */
export function confirmPayment(base: string, token: string, orderId: string, idempotencyKey: string, timeoutMs = 120_000): Promise<Answer> {
  return call(base, 'POST', '/api/order/checkout/confirmation', {
    token,
    json: { orderId, paymentStatus: 1, paymentMethodId: 'pm_card_visa' },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    timeoutMs,
  });
}

export interface Retried {
  answer: Answer;
  tries: number;
  /** The statuses of the tries before the last, in order ("network" for no answer). */
  before: string[];
}

/**
 * The PWA's retry of a write (apps/web lib/mutations/send-write.ts): the same
 * Idempotency-Key again after no answer, a 5xx or a 409 with Retry-After,
 * waiting what Retry-After says (1 s otherwise), until an answer it keeps.
 */
export async function retryAsThePwa(send: () => Promise<Answer>, giveUpAfterMs: number): Promise<Retried> {
  const deadline = Date.now() + giveUpAfterMs;
  const before: string[] = [];
  for (let tries = 1; ; tries += 1) {
    let answer: Answer | undefined;
    try {
      answer = await send();
    } catch {
      answer = undefined;
    }
    const retryAfter = answer?.headers.get('retry-after');
    const retryable = answer === undefined || answer.status >= 500 || (retryAfter !== null && retryAfter !== undefined);
    if ((!retryable && answer) || Date.now() >= deadline) {
      if (!answer) throw new Error(`no answer after ${tries} tries`);
      return { answer, tries, before };
    }
    before.push(answer ? String(answer.status) : 'network');
    await sleep(retryAfter ? Number(retryAfter) * 1000 : 1000);
  }
}

/** "409 x12, 502" from a list of statuses. */
export function tally(statuses: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => (count === 1 ? status : `${status} x${count}`)).join(', ') || 'none';
}

/** The end of the log of each instance that is down but for `killed`, so a crash is seen before the cluster's folder is removed. */
export function showCrashes(cluster: Cluster, proofs: Proofs, killed: readonly Instance[] = []): void {
  for (const instance of cluster.instances) {
    if (instance.pid !== undefined || killed.includes(instance)) continue;
    proofs.check(`instance ${instance.index} is still running`, false, 'it stopped by itself; the end of its log follows');
    console.log(instance.logs().split('\n').slice(-25).join('\n'));
  }
}
