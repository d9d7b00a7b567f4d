// The browser journeys in e2e/ on Playwright Test (e2e/playwright.config.ts),
// against the web app as last built. Used by `npm test` (scripts/test.mjs) and
// `npm run test:e2e`. Prints Playwright's list report and returns the counts
// from its JSON report: an expected test passed, anything else failed (a
// flaky one, passing on a retry, counts as passed, as Playwright says).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** The titles of the journeys that did not pass, from Playwright's JSON report. */
function failedJourneys(suite, file = suite.file) {
  const here = (suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${file ?? spec.file}:${spec.line} ${spec.title}`);
  return here.concat((suite.suites ?? []).flatMap((child) => failedJourneys(child, file ?? child.file)));
}

/** The titles of the journeys that passed only on a retry: printed, so that a flake is seen and chased, not hidden. */
function flakyJourneys(suite, file = suite.file) {
  const here = (suite.specs ?? []).filter((spec) => (spec.tests ?? []).some((test) => test.status === 'flaky')).map((spec) => `${file ?? spec.file}:${spec.line} ${spec.title}`);
  return here.concat((suite.suites ?? []).flatMap((child) => flakyJourneys(child, file ?? child.file)));
}

/** Runs the journeys (extra arguments go to `playwright test`) and returns { passed, failed, ok, failures }. */
export function runJourneys(chromiumPath, extraArguments = []) {
  const reportFile = join(mkdtempSync(join(tmpdir(), 'labstore-journeys-')), 'report.json');
  const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e', '--reporter=list,json', ...extraArguments], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      CHROMIUM_PATH: chromiumPath,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
    },
  });
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined;
  const stats = report?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  // A run that fails before any test (no report, a broken config) still counts as one failure.
  const failed = (stats?.unexpected ?? 0) + (result.status !== 0 && !stats?.unexpected ? 1 : 0);
  const failures = (report?.suites ?? []).flatMap((suite) => failedJourneys(suite));
  const flaky = (report?.suites ?? []).flatMap((suite) => flakyJourneys(suite));
  if (flaky.length > 0) console.log(`\npassed only on a retry (flaky, to be chased):\n${flaky.map((title) => `  - ${title}`).join('\n')}`);
  if (result.status !== 0 && failures.length === 0) failures.push(`playwright test exited with ${result.status} before or after its tests`);
  return { passed, failed, ok: result.status === 0, failures };
}

// `node scripts/journeys.mjs [playwright arguments]`: the journeys alone.
if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const { passed, failed, ok } = runJourneys(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', process.argv.slice(2));
  console.log(`\njourneys: ${passed} passed, ${failed} failed`);
  process.exit(ok ? 0 : 1);
}
