// `npm test`: every test, as DESIGN.md Quality says.
//   1. all unit, API and web tests on Vitest (vitest.config.ts, a project per
//      workspace), on the embedded PGlite database;
//   2. with NODE24_PATH naming a Node 24 binary (CI), the API and domain tests
//      again on that Node, the production runtime (docs/operations.md);
//   3. with DATABASE_URL set, the database-backed projects again on that server
//      (each test file makes and drops a database of its own there);
//   4. with Chromium found, the browser journeys in e2e/ against the built app,
//      on Playwright Test (scripts/journeys.mjs);
//   5. with Debian's PostgreSQL 15, Redis and nginx found, the consistency
//      check of three instances behind nginx (infra/cluster/consistency.ts),
//      each of its checks counted as a test.
// Vitest's global setup builds the migrated (and seeded) test databases once
// per run (packages/db/src/testing.ts), so parallel test files copy them
// instead of all building them at the same time.
// Ends with the names of what failed, then one line 'tests: N passed, N
// failed' over all runs, so that the tail of a CI log says what broke.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { runJourneys } from './journeys.mjs';

const root = new URL('..', import.meta.url).pathname;
const VITEST = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const DATABASE_PROJECTS = ['api', 'db'];
const NODE24_PROJECTS = ['api', 'domain'];
const reportDirectory = mkdtempSync(join(tmpdir(), 'labstore-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];
let anyFailed = false;

function count({ label, passed, failed, ok, failures: named = [] }) {
  totals.passed += passed;
  totals.failed += failed;
  failures.push(...named.map((name) => `${label}: ${name}`));
  if (!ok || failed > 0) anyFailed = true;
}

/** Vitest's JSON report: the tests that failed, and the files that failed without a test (an import error). */
function failedVitestTests(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const name = relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed').map((test) => `${name} > ${test.fullName}`);
    return tests.length === 0 && file.status === 'failed' ? [`${name}: ${String(file.message ?? 'failed').split('\n')[0]}`] : tests;
  });
}

/** One Vitest run of the given projects (all when none), counted from its JSON report. */
function runVitest(label, projects, environment = {}, node = process.execPath) {
  console.log(`\n=== ${label} ===`);
  const report = join(reportDirectory, `${label.replace(/\W+/g, '-')}.json`);
  const result = spawnSync(
    node,
    [VITEST, 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test', ...environment } },
  );
  const json = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {};
  const failures = failedVitestTests(json);
  if (result.status !== 0 && failures.length === 0) failures.push(`vitest exited with ${result.status}`);
  return { label, passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0, ok: result.status === 0, failures };
}

function findFiles(directory, pattern) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return findFiles(path, pattern);
    return pattern.test(entry.name) ? [relative(root, path)] : [];
  });
}

/**
 * The browser journeys (e2e/, Playwright Test driving Debian's Chromium,
 * scripts/journeys.mjs) against the built app, and the first load's gzip size
 * against its budget counted as one test (issue 10).
 */
function runBrowserJourneys() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const journeyFiles = findFiles(join(root, 'e2e'), /\.e2e\.ts$/);
  if (journeyFiles.length === 0) return { passed: 0, failed: 0, ok: true };
  if (!existsSync(chromium)) {
    console.log(`\n=== browser journeys skipped: no Chromium at ${chromium} ===`);
    return { passed: 0, failed: 0, ok: true };
  }
  const npm = (args) => spawnSync('npm', args, { cwd: root, stdio: 'inherit' }).status === 0;
  if (!npm(['run', 'build', '--silent', '-w', '@labstore/web'])) return { passed: 0, failed: 1, ok: false, failures: ['the web app did not build'] };
  const sizeOk = npm(['run', 'size', '--silent', '-w', '@labstore/web']);
  console.log(sizeOk ? 'ok: first load within its budget' : 'not ok: first load over its budget (npm run size -w @labstore/web)');

  console.log(`\n=== browser journeys in Chromium: ${journeyFiles.length} files ===`);
  const journeys = runJourneys(chromium);
  const failures = sizeOk ? journeys.failures : ['the first load over its budget (npm run size -w @labstore/web)', ...journeys.failures];
  return { passed: journeys.passed + (sizeOk ? 1 : 0), failed: journeys.failed + (sizeOk ? 0 : 1), ok: journeys.ok && sizeOk, failures };
}

count(runVitest('unit, API and web tests on PGlite', [], { TEST_DATABASE_URL: '' }));

if (process.env.NODE24_PATH) {
  count(runVitest('API and domain tests on PGlite, Node 24', NODE24_PROJECTS, { TEST_DATABASE_URL: '' }, process.env.NODE24_PATH));
}

if (process.env.DATABASE_URL) {
  count(runVitest('database tests on PostgreSQL', DATABASE_PROJECTS, { TEST_DATABASE_URL: process.env.DATABASE_URL }));
}

count({ label: 'browser journeys', ...runBrowserJourneys() });

/**
 * Issue 21: three instances of the production build behind nginx, on a
 * PostgreSQL and a Redis of their own (docs/operations.md, Several instances
 * on one machine). It prints a PASS, FAIL or SKIP line per check.
 */
function runClusterCheck() {
  console.log('\n=== several instances behind nginx (npm run cluster:check) ===');
  if (!existsSync(join(root, 'apps', 'web', 'dist', 'index.html'))) {
    const built = spawnSync('npm', ['run', 'build', '--silent', '-w', '@labstore/web'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) return { passed: 0, failed: 1, ok: false, failures: ['the web app did not build'] };
  }
  const result = spawnSync('npm', ['run', 'cluster:check', '--silent'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  process.stdout.write(result.stdout ?? '');
  const lines = (result.stdout ?? '').split('\n');
  const failed = lines.filter((line) => line.startsWith('FAIL ')).map((line) => line.slice('FAIL '.length).split(':')[0]);
  if (result.status !== 0 && failed.length === 0) failed.push(`exited with ${result.status}`);
  return { passed: lines.filter((line) => line.startsWith('PASS ')).length, failed: failed.length, ok: result.status === 0, failures: failed };
}

count({ label: 'several instances', ...runClusterCheck() });

if (failures.length > 0) console.log(`\nwhat failed:\n${failures.map((name) => `  - ${name}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(anyFailed || totals.failed > 0 ? 1 : 0);
