// Run by scripts/test.mjs before the test processes start (see prepareTestDatabases).
// eslint-disable-next-line labstore/no-test-imports -- the test runner's entry, never imported by the app
import { prepareTestDatabases } from './testing';

await prepareTestDatabases();
