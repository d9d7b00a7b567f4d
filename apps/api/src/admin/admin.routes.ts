import type { FastifyPluginAsync } from 'fastify';
import auditAdminRoutes from './audit.routes';
import blogAdminRoutes from './blog.routes';
import categoriesAdminRoutes from './categories.routes';
import contentPagesAdminRoutes from './content-pages.routes';
import crmAdminRoutes from './crm.routes';
import emailLogAdminRoutes from './email-log.routes';
import imagesAdminRoutes from './images.routes';
import loginAsRoutes from './login-as.routes';
import mailTemplatesAdminRoutes from './mail-templates.routes';
import ordersAdminRoutes from './orders.routes';
import partnerAdminRoutes from './partner.routes';
import productsAdminRoutes from './products.routes';
import profilesAdminRoutes from './profiles.routes';
import promoAdminRoutes from './promo.routes';
import quasiSessionRoutes from './quasi-session.routes';
import resultsAdminRoutes from './results.routes';
import storeFeesAdminRoutes from './store-fees.routes';
import usersAdminRoutes from './users.routes';

/**
 * The admin area's routes, one file per subject beside this one. app.ts
 * registers them inside plugins/admin-area.ts, whose hook requires the Admin
 * role of every route here: a route needs no guard of its own.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginAsRoutes);
  await app.register(profilesAdminRoutes);
  await app.register(resultsAdminRoutes);
  await app.register(ordersAdminRoutes);
  await app.register(quasiSessionRoutes);
  await app.register(emailLogAdminRoutes);
  await app.register(partnerAdminRoutes);
  await app.register(auditAdminRoutes);
  await app.register(usersAdminRoutes);
  await app.register(crmAdminRoutes);
  await app.register(mailTemplatesAdminRoutes);
  await app.register(storeFeesAdminRoutes);
  await app.register(promoAdminRoutes);
  await app.register(categoriesAdminRoutes);
  await app.register(contentPagesAdminRoutes);
  await app.register(imagesAdminRoutes);
  await app.register(productsAdminRoutes);
  await app.register(blogAdminRoutes);
};

export default adminRoutes;
