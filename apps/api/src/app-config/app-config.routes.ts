import { clientConfigSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapTilesOf, type AppConfig } from '../config';

/**
 * GET /api/app/config: settings the web app reads at start. The idle timers
 * (spec/01 4) come from server configuration, so a test can shorten them
 * without a test-only branch in the app.
 */
const appConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/api/app/config',
    { schema: { tags: ['app'], summary: 'Settings for the web app', response: { 200: clientConfigSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return {
        idleWarningSeconds: config.IDLE_WARNING_SECONDS,
        idleCountdownSeconds: config.IDLE_COUNTDOWN_SECONDS,
        keepAliveSeconds: config.KEEP_ALIVE_SECONDS,
        mapTiles: mapTilesOf(config),
      };
    },
  );
};

export default appConfigRoutes;
