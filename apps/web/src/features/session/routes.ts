import { createRoute, redirect } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import { paths } from '../../lib/paths';
import type { AppRootRoute } from '../../lib/route-modules';
import { completeLoginAsLanding, takeCodeOffAddress } from './login-as-landing';

/**
 * spec/01 2.7, issue 14: the login-as landing exchanges the single-use code
 * of its fragment for the session and goes to the root; nothing is rendered,
 * and no query parameter is read (docs/security.md).
 */
export const sessionRoutes = (root: AppRootRoute) => [
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.loginAs,
    beforeLoad: async ({ location }) => {
      if (takeCodeOffAddress(location)) throw redirect({ to: APP_PATHS.loginAs, replace: true });
      await completeLoginAsLanding();
      throw redirect({ ...paths.home(), replace: true });
    },
  }),
];
