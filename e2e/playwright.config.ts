import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, VIEWPORTS } from './support/browser';

// The browser journeys (DESIGN.md Quality) on Debian's Chromium, never a
// downloaded one. A journey tagged @each-size runs once in each project, at
// its size; one tagged @phone in the phone project only; the rest in the
// desktop project, opening the sizes they check themselves.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // Failure traces and screenshots, ignored by git; the deliberate screenshots go to screenshots/.
  outputDir: 'test-results',
  // One file per core, its tests in order: a file's tests share its app server.
  workers: 2,
  fullyParallel: false,
  // A journey signs up, waits for e-mail and goes offline and back: minutes, not seconds, on a shared machine.
  timeout: 180_000,
  // On CI, a journey that fails is run once more: a test that fails twice fails the run, and one that
  // passes only the second time is named in the log as flaky (scripts/journeys.mjs) to be chased.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'dot' : 'list',
  use: {
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', grep: /@phone|@each-size/, use: { viewport: VIEWPORTS.phone } },
    { name: 'desktop', grepInvert: /@phone/, use: { viewport: VIEWPORTS.desktop } },
  ],
});
