import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree';

export const router = createRouter({
  routeTree,
  // spec/01 2.1: scroll position is restored on navigation.
  scrollRestoration: true,
  defaultPreload: 'intent',
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
