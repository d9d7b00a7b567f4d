// Vitest's global setup of the database projects (vitest.config.ts): builds
// once what createTestDatabase copies, before the parallel test processes start.
// eslint-disable-next-line labstore/no-test-imports -- the test runner's entry, never imported by the app
import { prepareTestDatabases } from './testing';

export async function setup(): Promise<void> {
  try {
    await prepareTestDatabases();
  } catch (error) {
    // Not fatal: each test file builds what is missing itself, and says why.
    console.warn('preparing the test databases failed; each test file will try again:', error);
  }
}
