import { profileCreateSchema, profileResponseSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../plugins/auth';
import { profilesService } from '../profiles/profiles.service';

/** docs/api-accounts.md, Profiles: the administrators' profile routes (spec/01 6). */
const profilesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = profilesService(app.db);

  // Personal data: no browser, proxy or service worker keeps a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/api/profile/create',
    { schema: { tags: ['profiles'], summary: 'Create the adult profile of an account (administrators)', body: profileCreateSchema, response: { 200: profileResponseSchema } } },
    (request) => profiles.create(currentAuth(request), request.body),
  );
};

export default profilesAdminRoutes;
