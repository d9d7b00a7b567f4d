import { createRouter } from '@tanstack/react-router';
import { createQueryClient } from '../lib/query-client';
import { routeTree } from './route-tree';

/** The one QueryClient: route loaders fill it (router context) and screens read it (QueryClientProvider in app.tsx). */
export const queryClient = createQueryClient();

export const router = createRouter({
  routeTree,
  context: { queryClient },
  // spec/01 2.1: scroll position is restored on navigation.
  scrollRestoration: true,
  defaultPreload: 'intent',
  // Query owns the caching: every preload asks the loader, which asks the
  // query cache (no second, router-side cache of loader results).
  defaultPreloadStaleTime: 0,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
