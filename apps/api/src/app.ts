import { randomUUID } from 'node:crypto';
import type { Database, DatabaseHandle } from '@labstore/db';
import type { Kysely } from 'kysely';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import accountsRoutes from './accounts/accounts.routes';
import adminRoutes from './admin/admin.routes';
import appConfigRoutes from './app-config/app-config.routes';
import blogRoutes from './blog/blog.routes';
import { priceCart, takeGuestCart, wordedCart } from './cart';
import cartRoutes from './cart/cart.routes';
import catalogueRoutes from './catalogue/catalogue.routes';
import checkoutRoutes from './checkout/checkout.routes';
import legacyCheckoutRoutes from './checkout/legacy-checkout.routes';
import paymentJobs from './checkout/payment-jobs.plugin';
import paymentWebhookRoutes from './checkout/payment-webhook.routes';
import testCentersRoutes from './testcenters/testcenters.routes';
import { mapTileImageSources, stripeSettingsOf, type AppConfig } from './config';
import { logSerializers } from './lib/log-redaction';
import { publicUrlOf } from './lib/public-url';
import { localNewsletterCrm } from './newsletter/newsletter-crm';
import contentRoutes from './content/content.routes';
import crmPlugin from './crm/crm.plugin';
import { pageExists } from './content/page-exists';
import seoRoutes from './seo/seo.routes';
import { sharingRoutes, type SharedDocuments } from './sharing';
import healthRoutes from './health/health.routes';
import metricsPlugin from './metrics/metrics.plugin';
import metricsRoutes from './metrics/metrics.routes';
import cardsRoutes from './payments/cards.routes';
import paymentProvider from './payments/payment-provider.plugin';
import partnerJobs from './partner/partner-jobs.plugin';
import partnerPlugin from './partner/partner.plugin';
import adminArea from './plugins/admin-area';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorHandler, { handleFrameworkError } from './plugins/error-handler';
import gracefulClose from './plugins/graceful-close';
import httpsRedirect from './plugins/https-redirect';
import idempotency from './plugins/idempotency';
import jobsPlugin from './jobs/jobs.plugin';
import loadShedding from './plugins/load-shedding';
import labVisitRoutes from './lab-visit/lab-visit.routes';
import mailerPlugin from './plugins/mailer';
import newsletterRoutes from './newsletter/newsletter.routes';
import orderHistoryRoutes from './order-history/order-history.routes';
import supportRoutes from './support/support.routes';
import noStoreDefault from './plugins/no-store-default';
import openapi from './plugins/openapi';
import rateLimit from './plugins/rate-limit';
import readCache from './plugins/read-cache';
import requestLimit from './plugins/request-limit';
import requestLanguage from './plugins/request-language';
import requestTextGuard from './plugins/request-text-guard';
import securityHeaders from './plugins/security-headers';
import webApp from './plugins/web-app';
import profilesRoutes from './profiles/profiles.routes';
import promoRoutes from './promo/promo.routes';
import resultsRoutes from './results/results.routes';
import { recordHealthRead, resultDocument } from './results';
import statesRoutes from './states/states.routes';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The documents sharing sends and the access log of their reads: the results feature's, unless a test gives its own. */
  sharedDocuments?: SharedDocuments;
}

const REQUEST_ID_HEADER = 'x-request-id';

// The logger's serializers keep personal data out of every log line
// (lib/log-redaction.ts), whatever logger options the caller gives.
function withLogSerializers(logger: BuildAppOptions['logger']): BuildAppOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, ...logSerializers } };
}

/** Builds the whole app, plugins first and then features; never listens (STYLE.md). */
export async function buildApp({ config, database, logger = false, sharedDocuments }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withLogSerializers(logger),
    // Only the named proxies are believed (docs/security.md Proxies and client addresses).
    trustProxy: config.TRUST_PROXY_ADDRESSES.length > 0 ? config.TRUST_PROXY_ADDRESSES : false,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(errorHandler);
  await app.register(gracefulClose);
  await app.register(securityHeaders, { stripe: stripeSettingsOf(config) !== undefined, imageSources: mapTileImageSources(config) });
  await app.register(noStoreDefault);
  await app.register(requestLanguage);
  // Early, so a shed request costs as little as possible; after the language, which its answer is in.
  await app.register(loadShedding, { maxEventLoopDelayMs: config.UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS, maxHeapUsedMb: config.UNDER_PRESSURE_MAX_HEAP_USED_MB });
  await app.register(requestTextGuard);
  // Before compression, so it stores the answer as JSON rather than compressed bytes.
  await app.register(idempotency);
  // Dynamic JSON goes compressed, but below 2 kB it saves too little to pay
  // for (search answers lost 40% of their throughput to it). Cached reads and
  // static files carry their own precompressed variants.
  await app.register(fastifyCompress, { threshold: 2048, encodings: ['br', 'gzip'] });
  await app.register(databasePlugin, { database });
  await app.register(readCache, { maxBytes: config.READ_CACHE_MAX_MB * 1024 * 1024 });
  await app.register(authPlugin, { config });
  await app.register(jobsPlugin);
  // Issue 21: before the features, so every route is measured and the checkout and partner jobs get their counters.
  await app.register(metricsPlugin);
  await app.register(mailerPlugin, { config });
  await app.register(paymentProvider, { config });
  await app.register(paymentJobs);
  await app.register(partnerPlugin, { config });
  await app.register(partnerJobs, { publicUrl: publicUrlOf(config) });
  await app.register(crmPlugin, { config });
  await app.register(rateLimit, { config });
  // Issue 21: every route's per-client limit, on the attempt limits' Redis; before every route, so each is counted.
  await app.register(requestLimit, { perMinute: config.REQUEST_LIMIT_PER_MINUTE });
  if (config.TRUST_PROXY_ADDRESSES.length > 0) await app.register(httpsRedirect);
  await app.register(openapi);

  await app.register(healthRoutes, { awaitMigrations: !config.MIGRATE_ON_START });
  await app.register(metricsRoutes, { token: config.METRICS_TOKEN, isProduction: config.NODE_ENV === 'production' });
  await app.register(appConfigRoutes, { config });
  await app.register(contentRoutes);
  await app.register(statesRoutes);
  await app.register(accountsRoutes, { config, takeGuestCart, mailingList: localNewsletterCrm(app.db) });
  await app.register(catalogueRoutes);
  await app.register(profilesRoutes);
  await app.register(cartRoutes);
  await app.register(promoRoutes, { priceCart, wordCart: (cart, language) => wordedCart(app.db, language, cart) });
  await app.register(cardsRoutes);
  await app.register(checkoutRoutes);
  await app.register(legacyCheckoutRoutes);
  await app.register(orderHistoryRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(testCentersRoutes);
  await app.register(blogRoutes);
  await app.register(newsletterRoutes, { config });
  await app.register(supportRoutes);
  // Issue 17: sharing reads the results feature's documents and writes its access log through a port.
  await app.register(sharingRoutes, { publicUrl: publicUrlOf(config), documents: sharedDocuments ?? sharedDocumentsOf(app.db) });
  await app.register(resultsRoutes);
  // Issue 18: the lab-visit pass, made of the results' requisitions, the profile and the test centers.
  await app.register(labVisitRoutes);
  await app.register(adminArea, { routes: adminRoutes });

  await app.register(seoRoutes, { publicUrl: publicUrlOf(config), isProduction: config.NODE_ENV === 'production' });
  await app.register(webApp, { distDir: config.WEB_DIST_DIR, isProduction: config.NODE_ENV === 'production', pageExists: pageExists(app.db) });
  return app;
}

/** The results feature as the sharing feature's port (sharing/shared-documents.ts). */
function sharedDocumentsOf(db: Kysely<Database>): SharedDocuments {
  return {
    document: (orderId, apiResultId, type) => resultDocument(db, orderId, apiResultId, type),
    recordRead: (read) => recordHealthRead(db, read),
  };
}
