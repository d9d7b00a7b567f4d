import type { FastifyPluginAsync } from 'fastify';
import loginAsRoutes from './login-as.routes';
import profilesAdminRoutes from './profiles.routes';

/**
 * The admin area's routes, one file per subject beside this one. app.ts
 * registers them inside plugins/admin-area.ts, whose hook requires the Admin
 * role of every route here: a route needs no guard of its own.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginAsRoutes);
  await app.register(profilesAdminRoutes);
};

export default adminRoutes;
