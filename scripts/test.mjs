// `npm test`: every test, as DESIGN.md Quality says.
//   1. all unit and API tests, on the embedded PGlite database;
//   2. with NODE24_PATH naming a Node 24 binary (CI), the API and domain tests
//      again on that Node, the production runtime (docs/operations.md);
//   3. with DATABASE_URL set, the database-backed workspaces again on that server
//      (each test file makes and drops a database of its own there);
//   4. with Chromium found, the browser journeys in e2e/ against the built app,
//      on Playwright Test (scripts/journeys.mjs).
// Before each database run the migrated (and seeded) test databases are built
// once (packages/db/src/testing.ts), so parallel test files copy them instead
// of all building them at the same time.
// Ends with one line 'tests: N passed, N failed' over all runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { runJourneys } from './journeys.mjs';

const root = new URL('..', import.meta.url).pathname;
const DATABASE_WORKSPACES = ['apps/api', 'packages/db'];
const NODE24_WORKSPACES = ['apps/api', 'packages/domain'];
// One test file per core: each is CPU-bound (PGlite runs in the same process),
// so more would only interleave them.
const CONCURRENCY = Math.max(1, availableParallelism());
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function findFiles(directory, pattern) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return findFiles(path, pattern);
    return pattern.test(entry.name) ? [relative(root, path)] : [];
  });
}

const unitFiles = ['packages', 'apps', 'eslint-rules'].flatMap((folder) => findFiles(join(root, folder), /\.test\.tsx?$/));
const reportDirectory = mkdtempSync(join(tmpdir(), 'labstore-test-'));
const totals = { passed: 0, failed: 0 };
let anyFailed = false;

function runNodeTests(label, files, environment = {}, node = process.execPath) {
  if (files.length === 0) return;
  console.log(`\n=== ${label}: ${files.length} files ===`);
  const tapFile = join(reportDirectory, `${label.replace(/\W+/g, '-')}.tap`);
  const result = spawnSync(
    node,
    [
      '--import', 'tsx',
      '--test',
      `--test-concurrency=${CONCURRENCY}`,
      '--test-reporter=spec', '--test-reporter-destination=stdout',
      '--test-reporter=tap', `--test-reporter-destination=${tapFile}`,
      ...files,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test', ...environment } },
  );
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail');
  if (result.status !== 0) anyFailed = true;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    anyFailed = true;
    return false;
  }
  return true;
}

function prepareTestDatabases(environment) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'packages/db/src/prepare-test-databases.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test', ...environment },
  });
  // Not fatal: each test file builds what is missing itself, and says why.
  if (result.status !== 0) console.log('(preparing the test databases failed; each test file will try again)');
}

const inWorkspaces = (workspaces) => (file) => workspaces.some((workspace) => file.startsWith(`${workspace}/`));

prepareTestDatabases({ TEST_DATABASE_URL: '' });
runNodeTests('unit and API tests on PGlite', unitFiles, { TEST_DATABASE_URL: '' });

if (process.env.NODE24_PATH) {
  runNodeTests('API and domain tests on PGlite, Node 24', unitFiles.filter(inWorkspaces(NODE24_WORKSPACES)), { TEST_DATABASE_URL: '' }, process.env.NODE24_PATH);
}

if (process.env.DATABASE_URL) {
  prepareTestDatabases({ TEST_DATABASE_URL: process.env.DATABASE_URL });
  runNodeTests('database tests on PostgreSQL', unitFiles.filter(inWorkspaces(DATABASE_WORKSPACES)), { TEST_DATABASE_URL: process.env.DATABASE_URL });
}

const journeyFiles = findFiles(join(root, 'e2e'), /\.e2e\.ts$/);
if (existsSync(CHROMIUM) && journeyFiles.length > 0) {
  if (run('npm', ['run', 'build', '--silent', '-w', '@labstore/web'])) {
    // Issue 10: the first load's gzip size against its budget, counted as one test.
    const size = spawnSync('npm', ['run', 'size', '--silent', '-w', '@labstore/web'], { cwd: root, stdio: 'inherit' });
    if (size.status === 0) {
      totals.passed += 1;
      console.log('ok: first load within its budget');
    } else {
      totals.failed += 1;
      anyFailed = true;
      console.log('not ok: first load over its budget (npm run size -w @labstore/web)');
    }
    console.log(`\n=== browser journeys in Chromium: ${journeyFiles.length} files ===`);
    const journeys = runJourneys(CHROMIUM);
    totals.passed += journeys.passed;
    totals.failed += journeys.failed;
    if (!journeys.ok) anyFailed = true;
  }
} else if (journeyFiles.length > 0) {
  console.log(`\n=== browser journeys skipped: no Chromium at ${CHROMIUM} ===`);
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(anyFailed || totals.failed > 0 ? 1 : 0);
