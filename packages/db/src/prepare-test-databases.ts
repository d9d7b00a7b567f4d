// Run by scripts/test.mjs before the test processes start (see prepareTestDatabases).
import { prepareTestDatabases } from './testing';

await prepareTestDatabases();
