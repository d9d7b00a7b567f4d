import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { freePort, startServer, type RunningServer } from '../lib/server-process';

// `npm run audit`: Lighthouse (mobile emulation, its default simulated slow
// 4G and 4x CPU throttling) on the storefront's public pages, in production
// mode: the production web build served by the API on a fresh embedded
// database, seeded on start, as `npm start` serves it. Prints each page's four
// category scores, its installability and what Lighthouse says costs the
// most. A measurement tool: low scores are reported, not failed; only a crash
// exits non-zero.
//
// Settings (environment):
//   WEB_DIST_DIR        audit this built web app as it is (no build); by
//                       default `npm run build -w @labstore/web` builds and
//                       precompresses apps/web/dist first
//   CHROME_PATH         the browser (default Debian's /usr/bin/chromium)
//   AUDIT_ONLY          only the pages whose name contains this text
//   AUDIT_REPORT_DIR    also write each page's Lighthouse report (JSON) there

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const API_SCRIPT = join(ROOT, 'apps/api/src/server.ts');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// No sandbox: the audit runs as root in containers, where Chromium's sandbox cannot start.
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const ONLY = process.env.AUDIT_ONLY ?? '';

/** The public pages of issue 10, on the seed's data. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/product/lipid-panel' },
  { name: 'search', path: '/search/cholesterol' },
  { name: 'test centers', path: '/testcenters?zip=46204' },
  { name: 'blog article', path: '/blog/understanding-your-lipid-panel-results' },
] as const;

interface PageAudit {
  name: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; scriptKb: number; scriptRequests: number };
  installable: string;
  /** Audits that lost points, worst first: what Lighthouse says to fix. */
  losses: string[];
}

function builtWebApp(): string {
  const given = process.env.WEB_DIST_DIR;
  if (given) {
    // Without a build the server answers the API alone and every page 404s.
    if (!existsSync(join(given, 'index.html'))) throw new Error(`WEB_DIST_DIR=${given} holds no built web app (no index.html)`);
    return resolve(given);
  }
  // The production build exactly as `npm start` makes it (vite build, then
  // the .br and .gz variants the server sends as they are).
  const build = spawnSync('npm', ['run', 'build', '-w', '@labstore/web'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the web build failed (exit ${build.status})`);
  return join(ROOT, 'apps/web/dist');
}

async function startProductionServer(distDir: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'labstore-audit-'));
  const port = await freePort();
  const server = await startServer(
    API_SCRIPT,
    port,
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // A production start needs one; nothing signs in during the audit.
      JWT_SECRET: randomBytes(32).toString('hex'),
      // Nothing is paid during the audit.
      PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
      // Nor is any order sent to a laboratory.
      PARTNER_SANDBOX_IN_PRODUCTION: 'true',
      // Nor does any administrator authorise the CRM.
      CRM_LOCAL_IN_PRODUCTION: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST_DIR: distDir,
    },
    '/ready',
  );
  return {
    ...server,
    async stop() {
      const code = await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** Script bytes and requests of the load, from the resource summary. */
function scriptOf(lhr: Result): { kb: number; requests: number } {
  const details = lhr.audits['resource-summary']?.details;
  const items = details && details.type === 'table' ? details.items : [];
  const script = items.find((item) => item['resourceType'] === 'script');
  return { kb: Number(script?.['transferSize'] ?? 0) / 1024, requests: Number(script?.['requestCount'] ?? 0) };
}

/**
 * The audits of the four categories that lost points. Performance's
 * opportunities come with the time Lighthouse estimates they cost.
 */
function lossesOf(lhr: Result): string[] {
  const seen = new Set<string>();
  const losses: { text: string; weight: number }[] = [];
  for (const category of CATEGORIES) {
    for (const reference of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[reference.id];
      if (!audit || seen.has(audit.id) || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
      const savings = Object.values(audit.metricSavings ?? {});
      // A flagged opportunity Lighthouse itself estimates at nothing (render-blocking CSS worth 0 ms) is noise here.
      if (savings.length > 0 && savings.every((saving) => !saving)) continue;
      seen.add(audit.id);
      const savingsMs = audit.metricSavings?.LCP ?? audit.metricSavings?.FCP ?? audit.metricSavings?.TBT ?? 0;
      const value = audit.displayValue ? `: ${audit.displayValue}` : '';
      losses.push({ text: `[${category}] ${audit.title}${value}`, weight: reference.weight * 1000 + savingsMs + (1 - audit.score) });
    }
  }
  return losses.sort((a, b) => b.weight - a.weight).map((loss) => loss.text);
}

/**
 * Installability as Chrome itself judges it (the criteria behind its install
 * prompt): Lighthouse 12 dropped its PWA category and the installable-manifest
 * audit, so the page is loaded once more and Chrome is asked directly.
 */
async function installabilityOf(page: Page, url: string): Promise<string> {
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  const session = await page.createCDPSession();
  try {
    const manifest = await session.send('Page.getAppManifest');
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    if (!manifest.url) return 'no: no manifest linked';
    if (installabilityErrors.length === 0) return 'yes';
    return `no: ${installabilityErrors.map((error) => error.errorId).join(', ')}`;
  } finally {
    await session.detach();
  }
}

async function auditPage(browser: Browser, baseUrl: string, target: (typeof PAGES)[number], reportDir: string | undefined): Promise<PageAudit> {
  const url = `${baseUrl}${target.path}`;
  const page = await browser.newPage();
  try {
    // Lighthouse's defaults are the mobile run: a Moto G Power's screen,
    // simulated slow 4G and a 4x slower CPU.
    const flags: Flags = { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reportDir) writeFileSync(join(reportDir, `${target.name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
    const script = scriptOf(lhr);
    return {
      name: target.name,
      path: target.path,
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? null])) as PageAudit['scores'],
      metrics: {
        fcpMs: numeric(lhr, 'first-contentful-paint'),
        lcpMs: numeric(lhr, 'largest-contentful-paint'),
        tbtMs: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        scriptKb: script.kb,
        scriptRequests: script.requests,
      },
      installable: await installabilityOf(page, url),
      losses: lossesOf(lhr),
    };
  } finally {
    await page.close();
  }
}

const score = (value: number | null): string => (value === null ? '-' : String(Math.round(value * 100)));

function print(audits: readonly PageAudit[]): void {
  console.log('\npage           perf  a11y  best  seo   FCP      LCP      TBT     CLS    script          installable');
  for (const audit of audits) {
    const { scores, metrics } = audit;
    console.log(
      [
        audit.name.padEnd(14),
        score(scores.performance).padStart(4),
        score(scores.accessibility).padStart(5),
        score(scores['best-practices']).padStart(5),
        score(scores.seo).padStart(4),
        `${(metrics.fcpMs / 1000).toFixed(1)} s`.padStart(8),
        `${(metrics.lcpMs / 1000).toFixed(1)} s`.padStart(8),
        `${Math.round(metrics.tbtMs)} ms`.padStart(8),
        metrics.cls.toFixed(3).padStart(6),
        `${metrics.scriptKb.toFixed(0)} kB/${metrics.scriptRequests} req`.padStart(15),
        `  ${audit.installable}`,
      ].join(' '),
    );
  }
  for (const audit of audits) {
    console.log(`\n${audit.name} (${audit.path}): what lost points`);
    for (const loss of audit.losses) console.log(`  ${loss}`);
    if (audit.losses.length === 0) console.log('  nothing');
  }
}

async function main(): Promise<void> {
  const pages = PAGES.filter((target) => target.name.includes(ONLY));
  const reportDir = process.env.AUDIT_REPORT_DIR ? resolve(process.env.AUDIT_REPORT_DIR) : undefined;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  // Said before anything starts: chrome-launcher's failed spawn is an unhandled error that would leave the server running.
  if (!existsSync(CHROME_PATH)) throw new Error(`no browser at ${CHROME_PATH}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH`);
  const distDir = builtWebApp();
  const server = await startProductionServer(distDir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let browser: Browser | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    console.log(`Lighthouse on ${server.url} (${distDir}), ${await browser.version()}, mobile`);
    const audits: PageAudit[] = [];
    for (const target of pages) {
      console.log(`  ${target.name}: ${target.path}`);
      audits.push(await auditPage(browser, server.url, target, reportDir));
    }
    print(audits);
    if (reportDir) console.log(`\nreports in ${reportDir}`);
  } finally {
    await browser?.disconnect();
    chrome?.kill();
    await server.stop();
  }
}

await main();
