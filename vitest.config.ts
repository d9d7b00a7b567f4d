// The unit, API and web tests: one Vitest project per workspace. `npm test`
// runs them all (scripts/test.mjs); by hand, `npx vitest run --project api`
// or `npx vitest run <file>` from the repository root.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestUserConfig } from 'vitest/config';

// The migrated (and seeded) databases the test files copy, built once per run
// before the test processes start (packages/db/src/testing.ts).
const PREPARE_TEST_DATABASES = fileURLToPath(new URL('packages/db/src/prepare-test-databases.ts', import.meta.url));

// Test files of the server-side projects share their worker's modules
// (isolate: false): each file builds its own app and database, and a fresh
// module graph per file cost most of the pass (about 600 s of imports summed
// over the forks against 15 s shared). The web project stays isolated: its
// files set globals and module state (stores, i18n, zod's config) as the
// browser would once per page.
const SHARED_MODULES: TestUserConfig = { isolate: false };

const EVERY_PROJECT: TestUserConfig = {
  include: ['**/*.test.{ts,tsx}'],
  exclude: ['**/node_modules/**', '**/dist/**'],
  // node:test had no time limit; this one only turns a hung test into a failure.
  testTimeout: 600_000,
  hookTimeout: 600_000,
};

export default defineConfig({
  test: {
    projects: [
      { root: 'packages/domain', test: { ...EVERY_PROJECT, ...SHARED_MODULES, name: 'domain' } },
      { root: 'packages/db', test: { ...EVERY_PROJECT, ...SHARED_MODULES, name: 'db', globalSetup: [PREPARE_TEST_DATABASES] } },
      { root: 'apps/api', test: { ...EVERY_PROJECT, ...SHARED_MODULES, name: 'api', globalSetup: [PREPARE_TEST_DATABASES] } },
      // The web app's own plugins (JSX) come from its config file.
      { root: 'apps/web', extends: 'apps/web/vitest.config.ts', test: { ...EVERY_PROJECT, name: 'web' } },
      { root: 'eslint-rules', test: { ...EVERY_PROJECT, ...SHARED_MODULES, name: 'eslint-rules' } },
      // Issue 21: the deployment files and the production build (infra/deploy); infra's benchmarks are scripts, not *.test.ts.
      { root: 'infra', test: { ...EVERY_PROJECT, ...SHARED_MODULES, name: 'infra' } },
    ],
    // One test file per core, each in a process of its own: PGlite runs in
    // the test's process and is CPU-bound, so more would only interleave them.
    pool: 'forks',
    maxWorkers: availableParallelism(),
  },
});
