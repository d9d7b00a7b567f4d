import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes of the admin area, as the OpenAPI document names them ('POST /api/account/loginAs'). */
    adminAreaRoutes: ReadonlySet<string>;
  }
}

export interface AdminAreaOptions {
  /** The route plugins of the admin area: every route they register requires the Admin role. */
  routes: FastifyPluginAsync;
}

/** ':id' in a Fastify path is '{id}' in the OpenAPI document. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/**
 * DESIGN.md API: admin routes live in one scope whose onRequest hook requires
 * the Admin role (401 without a session, 403 for anyone else) before the
 * route's own hooks and validation, so an admin route cannot forget its
 * guard. The spec's admin URLs share no prefix beyond /api, so the scope adds
 * none and each route keeps its full path (docs/decisions.md "The admin area").
 */
export default fp<AdminAreaOptions>(
  async function adminArea(app: FastifyInstance, { routes }) {
    const registered = new Set<string>();
    app.decorate('adminAreaRoutes', registered);
    await app.register(async (area) => {
      area.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) registered.add(`${method} ${openApiPath(route.url)}`);
      });
      area.addHook('onRequest', app.requireAdmin);
      await area.register(routes);
    });
  },
  { name: 'admin-area', dependencies: ['auth'] },
);
