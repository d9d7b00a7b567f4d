import { lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import { pageRoute, type AppRootRoute } from '../../lib/route-modules';

/** spec/01 2.5, 4: the e-mailed activation link; a chunk with the accounts feature's strings. */
export const accountsRoutes = (root: AppRootRoute) => [
  pageRoute(root, APP_PATHS.emailConfirmed, lazyRouteComponent(() => import('./components/email-confirmed-screen'), 'EmailConfirmedScreen')),
];
