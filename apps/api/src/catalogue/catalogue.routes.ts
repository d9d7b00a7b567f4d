import type { FastifyPluginAsync } from 'fastify';
import approvedTestsRoutes from './approved-tests.routes';
import categoriesRoutes from './categories.routes';
import offlineCatalogueRoutes from './offline-catalogue.routes';
import productsRoutes from './products.routes';
import searchRoutes from './search.routes';
import taxonomyRoutes from './taxonomy.routes';

/** The catalogue's calls (spec/02 7, spec/03 7), one registration for app.ts. */
const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(categoriesRoutes);
  await app.register(searchRoutes);
  await app.register(offlineCatalogueRoutes);
  await app.register(productsRoutes);
  await app.register(taxonomyRoutes);
  await app.register(approvedTestsRoutes);
};

export default catalogueRoutes;
