import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import type { AppRootRoute } from '../../lib/route-modules';

/**
 * Issue 17, spec/02 4.6: a shared requisition or results, opened once by its
 * recipient, signed in or not. The token is taken off the address before the
 * page shows (shared-link.ts).
 */
export const sharedDocumentRoutes = (root: AppRootRoute) => [
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.sharedDocument,
    // The link's reading comes with the page's own chunk, not in the first load.
    beforeLoad: async ({ location }) => {
      const { takeTokenOffAddress } = await import('./components/shared-document-screen');
      if (takeTokenOffAddress(location)) throw redirect({ to: APP_PATHS.sharedDocument, replace: true });
    },
    component: lazyRouteComponent(() => import('./components/shared-document-screen'), 'SharedDocumentScreen'),
  }),
];
