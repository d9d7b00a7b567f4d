import {
  TEST_CENTERS_DEFAULT_TOP,
  testCenterListQuerySchema,
  testCenterListResponseSchema,
  testCenterZipParamsSchema,
} from '@labstore/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LabPartnerCenters } from './lab-partner-centers';
import { sandboxPartnerCenters } from './sandbox-partner-centers';
import { testCentersCacheKey } from './testcenters-cache';
import { findNearestTestCenters } from './testcenters.service';

// Public and the same for everyone (no personal data): centers change seldom,
// so browsers and shared caches may keep an answer an hour and serve it stale
// for a day while they refresh it.
export const TEST_CENTERS_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

export interface TestCentersRoutesOptions {
  /** The lab partner's centers; the sandbox partner's seeded centers by default. */
  centers?: LabPartnerCenters;
}

/** spec/02 7 "Test centers": both calls answer the nearest centers, nearest first. */
const testCentersRoutes: FastifyPluginAsyncZod<TestCentersRoutesOptions> = async (app, options) => {
  const centers = options.centers ?? sandboxPartnerCenters(app.db);

  const respond = (request: FastifyRequest, reply: FastifyReply, zip: string, top: number) =>
    app.readCache.respond(request, reply, {
      key: testCentersCacheKey(zip, top),
      schema: testCenterListResponseSchema,
      cacheControl: TEST_CENTERS_CACHE,
      load: async () => {
        const items = await findNearestTestCenters(centers, zip, top);
        return { items, count: items.length };
      },
    });

  app.get(
    '/api/labsite/pwnhealth/:zip',
    {
      schema: {
        tags: ['test centers'],
        summary: `The lab partner's ${TEST_CENTERS_DEFAULT_TOP} test centers nearest the zip, nearest first (distance in miles); an unknown zip finds none`,
        params: testCenterZipParamsSchema,
        response: { 200: testCenterListResponseSchema },
      },
    },
    (request, reply) => respond(request, reply, request.params.zip, TEST_CENTERS_DEFAULT_TOP),
  );

  app.get(
    '/api/labsite/list',
    {
      schema: {
        tags: ['test centers'],
        summary: 'The $top test centers nearest the zip (1 to 50, 20 by default), nearest first; an unknown zip finds none',
        querystring: testCenterListQuerySchema,
        response: { 200: testCenterListResponseSchema },
      },
    },
    (request, reply) => respond(request, reply, request.query.zip, request.query.$top),
  );
};

export default testCentersRoutes;
