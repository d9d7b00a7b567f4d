import { profileCreateSchema, profileResponseSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActorOf } from '../audit';
import { currentAuth } from '../plugins/auth';
import { profilesService } from '../profiles';

/**
 * docs/api-accounts.md, Profiles: the administrators' profile routes (spec/01 6).
 * Their answers are personal: plugins/no-store-default.ts marks them no-store.
 */
const profilesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = profilesService(app.db);

  app.post(
    '/api/profile/create',
    { schema: { tags: ['profiles'], summary: 'Create the adult profile of an account (administrators)', body: profileCreateSchema, response: { 200: profileResponseSchema } } },
    (request) => profiles.create(currentAuth(request), request.body, adminActorOf(request)),
  );
};

export default profilesAdminRoutes;
