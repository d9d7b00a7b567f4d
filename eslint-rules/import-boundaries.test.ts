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
    // API: a feature imports shared folders, and another feature through its index.ts only.
    { filename: at('apps/api/src/cart/cart-pricing.ts'), code: "import { ordersRepository } from '../orders/orders.repository';" },
    { filename: at('apps/api/src/checkout/checkout.service.ts'), code: "import { AppError } from '../lib/app-error';\nimport { jobsRepository } from '../jobs/jobs.repository';" },
    { filename: at('apps/api/src/cart/cart-checks.ts'), code: "import { promoRepository } from '../promo';" },
    { filename: at('apps/api/src/checkout/payment-jobs.ts'), code: "import { cardsService } from '../payments/index';" },
    { filename: at('apps/api/src/plugins/auth.ts'), code: "import { loadConfig } from '../config';" },
    { filename: at('apps/api/src/app.ts'), code: "import cartRoutes from './cart/cart.routes';" },
    { filename: at('apps/api/src/checkout/money.test.ts'), code: "import { added } from '../cart/cart.test-fixtures';" },
    { filename: at('apps/api/src/security/access.test.ts'), code: "import { CART_ROUTE_ACCESS } from '../cart/cart.route-access';" },
    { filename: at('apps/web/src/components/ui/button.tsx'), code: "import { cx } from '../../lib/class-names';" },
  ],
  invalid: [
    {
      filename: at('apps/api/src/promo/promo.service.ts'),
      code: "import { priceCart } from '../cart/cart-pricing';",
      errors: [{ message: 'features import another feature only through its index.ts (promo -> cart/cart-pricing): export it there, or move it to lib/ or orders/ (docs/decisions.md "API import boundaries")' }],
    },
    {
      filename: at('apps/api/src/accounts/token.service.ts'),
      code: "const merge = () => import('../cart/cart-merge');",
      errors: [{ message: 'features import another feature only through its index.ts (accounts -> cart/cart-merge): export it there, or move it to lib/ or orders/ (docs/decisions.md "API import boundaries")' }],
    },
    {
      filename: at('apps/api/src/orders/orders.repository.ts'),
      code: "import { promoRepository } from '../promo';",
      errors: [{ message: 'apps/api/src/orders is shared and imports no feature (-> promo): compose in app.ts (docs/decisions.md "API import boundaries")' }],
    },
    {
      filename: at('apps/api/src/lib/public-url.ts'),
      code: "export { publicUrlOf } from '../accounts/account-mail';",
      errors: [{ message: 'apps/api/src/lib is shared and imports no feature (-> accounts): compose in app.ts (docs/decisions.md "API import boundaries")' }],
    },
    {
      filename: at('apps/web/src/components/ui/table.tsx'),
      code: "import { useCart } from '../../features/cart/use-cart';",
      errors: [{ message: 'apps/web/src/components does not import features/: layers import downward only, app -> features -> entities -> components -> lib (docs/decisions.md "Web layers")' }],
    },
    {
      filename: at('apps/web/src/features/home/components/band.tsx'),
      code: "import { x } from '../../catalogue/api/get-product';",
      errors: [{ message: 'features do not import each other (home -> catalogue): share it in entities/ or lib/, or compose in app/ (STYLE.md Web)' }],
    },
    {
      filename: at('apps/web/src/features/accounts/index.ts'),
      code: "export { profile } from '../profile/api/get-profile';",
      errors: [{ message: 'features do not import each other (accounts -> profile): share it in entities/ or lib/, or compose in app/ (STYLE.md Web)' }],
    },
    {
      filename: at('apps/web/src/lib/route-data.ts'),
      code: "const loaders = () => import('../features/catalogue/route-loaders');",
      errors: [{ message: 'apps/web/src/lib does not import features/: layers import downward only, app -> features -> entities -> components -> lib (docs/decisions.md "Web layers")' }],
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

const climbs = (from: string, to: string) =>
  `apps/web/src/${from} does not import ${to}/: layers import downward only, app -> features -> entities -> components -> lib (docs/decisions.md "Web layers")`;

tester.run('import-boundaries: web layers', importBoundaries, {
  valid: [
    { filename: at('apps/web/src/features/cart/components/cart-screen.tsx'), code: "import { useCart } from '../../../entities/cart';" },
    { filename: at('apps/web/src/entities/cart/add-to-cart-button.tsx'), code: "import { CartIcon } from '../../components/ui/icons';" },
    { filename: at('apps/web/src/entities/test-centers/profile-zip.ts'), code: "import { http } from '../../lib/http-client';" },
    { filename: at('apps/web/src/app/route-tree.tsx'), code: "import { cartRoutes } from '../features/cart/routes';" },
    { filename: at('apps/web/src/main.tsx'), code: "import { startCartAfterFirstScreen } from './entities/cart/start';" },
  ],
  invalid: [
    {
      filename: at('apps/web/src/lib/paths.ts'),
      code: "import { zipSearchParam } from '../entities/test-centers/zip-url';",
      errors: [{ message: climbs('lib', 'entities') }],
    },
    {
      filename: at('apps/web/src/components/ui/button.tsx'),
      code: "import { useCart } from '../../entities/cart';",
      errors: [{ message: climbs('components', 'entities') }],
    },
    {
      filename: at('apps/web/src/entities/cart/cart-store.ts'),
      code: "const screen = () => import('../../features/cart/components/cart-screen');",
      errors: [{ message: climbs('entities', 'features') }],
    },
    {
      filename: at('apps/web/src/features/orders/routes.ts'),
      code: "import { rootRoute } from '../../app/route-tree';",
      errors: [{ message: climbs('features', 'app') }],
    },
  ],
});
