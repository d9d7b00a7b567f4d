import { afterAll, describe, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
// @ts-expect-error: a plain JavaScript module, loaded by eslint.config.js
import { importBoundaries } from './import-boundaries.js';

// RuleTester reports through the test framework's describe/it.
Object.assign(RuleTester, { describe, it, itOnly: it.only, afterAll });

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string) => `${root}${path}`;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('import-boundaries', importBoundaries, {
  valid: [
    { filename: at('apps/web/src/features/home/components/band.tsx'), code: "import { x } from '../api/get-home';" },
    { filename: at('apps/web/src/features/home/components/band.tsx'), code: "import { paths } from '../../../lib/paths';" },
    { filename: at('apps/web/src/app/router.tsx'), code: "import { screen } from '../features/catalogue/components/screen';" },
    { filename: at('apps/web/src/lib/http.ts'), code: "import { session } from './session/store';" },
    { filename: at('packages/domain/src/states.ts'), code: "import { z } from 'zod';" },
    { filename: at('packages/domain/src/zip.test.ts'), code: "import { test } from 'node:test';" },
    { filename: at('packages/db/src/connect.ts'), code: "import pg from 'pg';" },
    { filename: at('apps/api/src/app.ts'), code: "import { connect } from '@labstore/db';" },
  ],
  invalid: [
    {
      filename: at('apps/web/src/features/home/components/band.tsx'),
      code: "import { x } from '../../catalogue/api/get-product';",
      errors: [{ message: 'features do not import each other (home -> catalogue): share it in lib/ or compose in app/ (STYLE.md Web)' }],
    },
    {
      filename: at('apps/web/src/features/accounts/index.ts'),
      code: "export { profile } from '../profile/api/get-profile';",
      errors: [{ message: 'features do not import each other (accounts -> profile): share it in lib/ or compose in app/ (STYLE.md Web)' }],
    },
    {
      filename: at('apps/web/src/lib/route-data.ts'),
      code: "const loaders = () => import('../features/catalogue/route-loaders');",
      errors: [{ message: 'apps/web/src/lib does not import features: move what both need into lib/ (STYLE.md Web)' }],
    },
    {
      filename: at('packages/db/src/seed/seed.ts'),
      code: "import { buildApp } from '../../../../apps/api/src/app';",
      errors: [{ message: 'packages never import apps (DESIGN.md Layout)' }],
    },
    {
      filename: at('packages/domain/src/catalogue.ts'),
      code: "import { loadConfig } from '@labstore/api/config';",
      errors: [{ message: 'packages never import apps (DESIGN.md Layout)' }],
    },
    {
      filename: at('packages/domain/src/catalogue.ts'),
      code: "import { sql } from 'kysely';\nimport { connect } from '@labstore/db';\nimport { randomUUID } from 'node:crypto';",
      errors: [
        { message: "packages/domain is shared with the web app and imports no server code ('kysely')" },
        { message: "packages/domain is shared with the web app and imports no server code ('@labstore/db')" },
        { message: "packages/domain is shared with the web app and imports no server code ('node:crypto')" },
      ],
    },
  ],
});
