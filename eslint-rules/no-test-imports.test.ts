import { afterAll, describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error: a plain JavaScript module, loaded by eslint.config.js
import { noTestImports } from './no-test-imports.js';

// RuleTester reports through the test framework's describe/it.
Object.assign(RuleTester, { describe, it, itOnly: it.only, afterAll });

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });

const SHIPPED = '/repo/apps/api/src/profiles/profiles.routes.ts';
const message = (source: string) => `'${source}' is test support: code that ships never imports it`;

tester.run('no-test-imports', noTestImports, {
  valid: [
    { filename: SHIPPED, code: "import { profilesService } from './profiles.service';" },
    // 'test' is also the shop's word for what it sells.
    { filename: SHIPPED, code: "import { testCentersRepository } from '../testcenters/test-centers.repository';" },
    { filename: SHIPPED, code: "import { approved } from '../catalogue/approved-tests.service';" },
    // Test code may import test support.
    { filename: '/repo/apps/api/src/profiles/profiles.routes.test.ts', code: "import { CHILD_BODY } from './profiles.test-fixtures';" },
    { filename: '/repo/apps/api/src/security/suite.test-support.ts', code: "import { buildTestApp } from '../testing/test-app';" },
    { filename: '/repo/apps/api/src/testing/test-app.ts', code: "import { prepare } from '@labstore/db/testing';" },
    { filename: '/repo/packages/db/src/testing.ts', code: "import { key } from './test-database-key';" },
  ],
  invalid: [
    { filename: SHIPPED, code: "import { CHILD_BODY } from './profiles.test-fixtures';", errors: [{ message: message('./profiles.test-fixtures') }] },
    { filename: SHIPPED, code: "import { ROUTE_ACCESS } from '../security/route-access.test-support';", errors: [{ message: message('../security/route-access.test-support') }] },
    { filename: SHIPPED, code: "import { helper } from './profiles.test';", errors: [{ message: message('./profiles.test') }] },
    { filename: SHIPPED, code: "import { buildTestApp } from '../testing/test-app';", errors: [{ message: message('../testing/test-app') }] },
    { filename: SHIPPED, code: "import { prepare } from '@labstore/db/testing';", errors: [{ message: message('@labstore/db/testing') }] },
    { filename: SHIPPED, code: "export { CHILD_BODY } from './profiles.test-fixtures';", errors: [{ message: message('./profiles.test-fixtures') }] },
    { filename: SHIPPED, code: "export const load = () => import('./fixtures/x.test-support');", errors: [{ message: message('./fixtures/x.test-support') }] },
  ],
});
