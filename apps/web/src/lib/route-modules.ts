import type { QueryClient } from '@tanstack/react-query';
import { createRoute, type Register, type RootRoute, type RouteComponent } from '@tanstack/react-router';

// Each feature declares its routes in its own routes file, as a function of
// the root route; app/route-tree.tsx makes the root and composes them
// (STYLE.md Web: the app composes features).

/** What every route's loader gets: the app's one QueryClient (app/router.tsx). */
export interface RouterContext {
  queryClient: QueryClient;
}

/** The root route every feature's routes hang from. */
export type AppRootRoute = RootRoute<Register, undefined, RouterContext>;

/** A route with no search parameters; the path literal is kept so links to it are type-checked. */
export const pageRoute = <const TPath extends string>(root: AppRootRoute, path: TPath, component: RouteComponent) =>
  createRoute({ getParentRoute: () => root, path, component });

/**
 * Runs a loader from a module fetched on first use, as the screens are.
 * Never fails the route: should the module not load, the screen fetches its
 * data itself when it renders.
 */
export const runLazyLoader = <TModule>(load: () => Promise<TModule>, run: (loaders: TModule) => Promise<void>): Promise<void> =>
  load().then(run).catch(() => undefined);
