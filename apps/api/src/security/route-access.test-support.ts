import { ACCOUNTS_ROUTE_ACCESS } from '../accounts/accounts.route-access.test-support';
import { ADMIN_ROUTE_ACCESS } from '../admin/admin.route-access.test-support';
import { APP_CONFIG_ROUTE_ACCESS } from '../app-config/app-config.route-access.test-support';
import { BLOG_ROUTE_ACCESS } from '../blog/blog.route-access.test-support';
import { CART_ROUTE_ACCESS } from '../cart/cart.route-access.test-support';
import { CATALOGUE_ROUTE_ACCESS } from '../catalogue/catalogue.route-access.test-support';
import { CHECKOUT_ROUTE_ACCESS } from '../checkout/checkout.route-access.test-support';
import { CONTENT_ROUTE_ACCESS } from '../content/content.route-access.test-support';
import { LAB_VISIT_ROUTE_ACCESS } from '../lab-visit/lab-visit.route-access.test-support';
import { NEWSLETTER_ROUTE_ACCESS } from '../newsletter/newsletter.route-access.test-support';
import { ORDER_HISTORY_ROUTE_ACCESS } from '../order-history/order-history.route-access.test-support';
import { PAYMENTS_ROUTE_ACCESS } from '../payments/payments.route-access.test-support';
import { PROFILES_ROUTE_ACCESS } from '../profiles/profiles.route-access.test-support';
import { PROMO_ROUTE_ACCESS } from '../promo/promo.route-access.test-support';
import { RESULTS_ROUTE_ACCESS } from '../results/results.route-access.test-support';
import { SHARING_ROUTE_ACCESS } from '../sharing/sharing.route-access.test-support';
import { STATES_ROUTE_ACCESS } from '../states/states.route-access.test-support';
import { SUPPORT_ROUTE_ACCESS } from '../support/support.route-access.test-support';
import { TEST_CENTERS_ROUTE_ACCESS } from '../testcenters/testcenters.route-access.test-support';
import type { RouteAccessTable, RouteDeclaration } from './route-declaration.test-support';

// Every route of the API, declared once, beside its routes, by its feature
// (`<feature>.route-access.test-support.ts`). The security suite
// (*.test.ts beside this file) reads the routes from the OpenAPI document and
// fails, naming the route, when one is declared nowhere or when a declaration
// names a route that no longer exists.
const FEATURE_TABLES: ReadonlyArray<readonly [feature: string, table: RouteAccessTable]> = [
  ['accounts', ACCOUNTS_ROUTE_ACCESS],
  ['admin', ADMIN_ROUTE_ACCESS],
  ['app-config', APP_CONFIG_ROUTE_ACCESS],
  ['blog', BLOG_ROUTE_ACCESS],
  ['cart', CART_ROUTE_ACCESS],
  ['catalogue', CATALOGUE_ROUTE_ACCESS],
  ['checkout', CHECKOUT_ROUTE_ACCESS],
  ['content', CONTENT_ROUTE_ACCESS],
  ['lab-visit', LAB_VISIT_ROUTE_ACCESS],
  ['newsletter', NEWSLETTER_ROUTE_ACCESS],
  ['order-history', ORDER_HISTORY_ROUTE_ACCESS],
  ['payments', PAYMENTS_ROUTE_ACCESS],
  ['profiles', PROFILES_ROUTE_ACCESS],
  ['promo', PROMO_ROUTE_ACCESS],
  ['results', RESULTS_ROUTE_ACCESS],
  ['sharing', SHARING_ROUTE_ACCESS],
  ['states', STATES_ROUTE_ACCESS],
  ['support', SUPPORT_ROUTE_ACCESS],
  ['testcenters', TEST_CENTERS_ROUTE_ACCESS],
];

/** The features' tables in one Map; a route two features declare is a mistake, named. */
export function collectRouteAccess(tables: typeof FEATURE_TABLES): ReadonlyMap<string, RouteDeclaration> {
  const declarations = new Map<string, RouteDeclaration>();
  const declaredBy = new Map<string, string>();
  for (const [feature, table] of tables) {
    for (const [route, declaration] of Object.entries(table)) {
      const earlier = declaredBy.get(route);
      if (earlier) throw new Error(`${route} is declared by both ${earlier} and ${feature}`);
      declaredBy.set(route, feature);
      declarations.set(route, declaration);
    }
  }
  return declarations;
}

export const ROUTE_ACCESS = collectRouteAccess(FEATURE_TABLES);

/**
 * DESIGN.md API: admin routes live in the admin area, whose hook requires the
 * Admin role. Names each route declared `admin` that the area does not hold,
 * and each route of the area declared otherwise.
 */
export function adminAreaMismatches(declarations: ReadonlyMap<string, RouteDeclaration>, adminAreaRoutes: ReadonlySet<string>): string[] {
  const outside = [...declarations].filter(([route, { access }]) => access === 'admin' && !adminAreaRoutes.has(route)).map(([route]) => `${route} is declared admin but is not in the admin area`);
  const inside = [...adminAreaRoutes].filter((route) => declarations.has(route) && declarations.get(route)?.access !== 'admin').map((route) => `${route} is in the admin area but not declared admin`);
  return [...outside, ...inside];
}
