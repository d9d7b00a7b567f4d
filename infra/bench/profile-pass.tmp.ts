import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORDER_STATUS } from '@labstore/domain';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
// The journeys' own fixtures: the built app on a fresh embedded database, a
// registered customer, a paid order the sandbox partner approves.
import { completeLoginDialog } from '../../e2e/account-area/steps';
import { payForTest, waitForStatus } from '../../e2e/orders/steps';
import { startAppServer } from '../../e2e/support/app-server';
import { createCustomer } from '../../e2e/support/customer-fixtures';
import { startMailCatcher } from '../../e2e/support/mail-catcher';

// `npm run bench` (offline part), issue 18: opening the lab-visit pass kept
// on the phone from a cold start with no network, in Debian's Chromium with
// the CPU throttled 4x, against the 1 s target. Cold: the browser itself is
// closed and started again on the same profile (nothing in memory, the
// session gone with the tab), then the pass's address is opened offline: the
// service worker serves the app, the unlock form shows, and once the
// password is submitted the pass is read from the encrypted store and its
// barcode drawn. The time the person takes to type is left out. Needs the
// built web app (`npm run build -w @labstore/web`).

const CPU_SLOWDOWN = 4;
const TARGET_MS = 1000;
const ROUNDS = 1;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LAUNCH = { executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'], viewport: { width: 375, height: 812 } };

const unlockForm = (page: Page) => page.getByRole('form', { name: 'Open the documents kept on this phone' });

async function keepThePass(profileDir: string, url: string, orderId: string, email: string, password: string): Promise<void> {
  const context = await chromium.launchPersistentContext(profileDir, LAUNCH);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${url}/pass/${orderId}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await completeLoginDialog(page, email, password);
    await page.getByRole('button', { name: 'Keep on this phone' }).click();
    await page.getByText('Kept on this phone', { exact: true }).first().waitFor({ timeout: 30_000 });
  } finally {
    await context.close();
  }
}

interface ColdOpen {
  startMs: number;
  unlockMs: number;
  /** Where the start went: the main thread's long tasks (over 50 ms each) and the scripts loaded, until the form showed. */
  longTasksMs: number;
  scripts: number;
}

/** Recorded in the page from its first moment: the main thread's long tasks. */
const recordLongTasks = () => {
  const seen: number[] = [];
  Reflect.set(window, '__longTasks', seen);
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(entry.duration))).observe({ type: 'longtask', buffered: true });
};

const readStartCost = () => ({
  longTasksMs: (Reflect.get(window, '__longTasks') as number[]).reduce((sum, duration) => sum + duration, 0),
  scripts: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length,
});

async function coldOpen(profileDir: string, url: string, orderId: string, typed: string): Promise<ColdOpen> {
  const context: BrowserContext = await chromium.launchPersistentContext(profileDir, LAUNCH);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(recordLongTasks);
    await context.setOffline(true);
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await devtools.send('Profiler.enable');
    await devtools.send('Profiler.setSamplingInterval', { interval: 200 });
    await devtools.send('Profiler.start');
    const opening = Date.now();
    await page.goto(`${url}/pass/${orderId}`);
    // Offline as the browser says, the unlock form; on a network that does not reach us, first the choice to open the kept copy.
    const password = unlockForm(page).getByLabel('Password', { exact: true });
    const openKept = page.getByRole('button', { name: 'Open the copy kept on this phone' });
    await password.or(openKept).waitFor();
    // The tap on that choice is the person's; what loads after it is the app's, and counted.
    if (await openKept.isVisible()) await openKept.click();
    await password.waitFor();
    const startMs = Date.now() - opening;
    const cost = await page.evaluate(readStartCost);
    console.log(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => `${e.name.replace(/.*\//, '')} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`).join('\n')));
    console.log('nav', await page.evaluate(() => JSON.stringify(performance.getEntriesByType('navigation')[0]?.toJSON())));
    console.log('paint', await page.evaluate(() => JSON.stringify(performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)]))));
    await password.fill(typed);
    const unlocking = Date.now();
    await unlockForm(page).getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByRole('img', { name: /^Barcode of requisition / }).first().waitFor();
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    const unlockMs = Date.now() - unlocking;
    const { profile } = await devtools.send('Profiler.stop');
    (await import('node:fs')).writeFileSync(`/tmp/pass-profile-${Date.now()}.cpuprofile`, JSON.stringify(profile));
    return { startMs, unlockMs, ...cost };
  } finally {
    await context.close();
  }
}

function row(name: string, samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const max = sorted.at(-1) ?? Number.NaN;
  return `${name.padEnd(40)} median ${String(Math.round(median)).padStart(5)} ms  max ${String(Math.round(max)).padStart(5)} ms  max/target ${(max / TARGET_MS).toFixed(2)}`;
}

async function main(): Promise<void> {
  const mail = await startMailCatcher();
  const server = await startAppServer({ SMTP_URL: mail.smtpUrl, PARTNER_SANDBOX_APPROVAL_SECONDS: '1', RATE_LIMIT_PER_IP: '10000', RATE_LIMIT_PER_ACCOUNT: '10000' });
  const profileDir = mkdtempSync(join(tmpdir(), 'labstore-bench-profile-'));
  try {
    const customer = await createCustomer(server.url, mail);
    const orderId = await payForTest(server.url, customer, 'lipid-panel');
    await waitForStatus(server.url, orderId, customer.accessToken, ORDER_STATUS.InProgress);
    await keepThePass(profileDir, server.url, orderId, customer.email, customer.password);
    const runs: ColdOpen[] = [];
    for (let round = 0; round < ROUNDS; round++) runs.push(await coldOpen(profileDir, server.url, orderId, customer.password));
    console.log(`\nthe lab-visit pass opened offline from a cold start (browser restarted) in Chromium, CPU throttled ${CPU_SLOWDOWN}x, 375 px; target ${TARGET_MS} ms, typing left out`);
    console.log(row('app start to the unlock form', runs.map((run) => run.startMs)));
    console.log(row('password submitted to the pass drawn', runs.map((run) => run.unlockMs)));
    console.log(row('both', runs.map((run) => run.startMs + run.unlockMs)));
    console.log(row('of the start, main-thread long tasks', runs.map((run) => run.longTasksMs)));
    console.log(`scripts loaded before the unlock form: ${runs.map((run) => run.scripts).join(', ')}`);
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
    await server.stop();
    await mail.stop();
  }
}

await main();
