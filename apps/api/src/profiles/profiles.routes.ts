import {
  addressListResponseSchema,
  childProfileCreateSchema,
  childProfileUpdateSchema,
  profileIdParamsSchema,
  profileListResponseSchema,
  profileResponseSchema,
  profileUpdateSchema,
} from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../plugins/auth';
import { profilesService } from './profiles.service';

const tags = ['profiles'];

/**
 * docs/api-accounts.md, Profiles (spec/01 3, 5, 7). Authentication runs
 * onRequest, before the body is read: an anonymous caller gets 401 whatever
 * it sends.
 */
const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = profilesService(app.db);

  // Personal data: no browser, proxy or service worker keeps a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/profile/list',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "The caller's adult profile, then its children by createdDate", response: { 200: profileListResponseSchema } },
    },
    async (request) => {
      const items = await profiles.list(currentAuth(request));
      return { items, count: items.length };
    },
  );

  app.get(
    '/api/profile/get/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One profile of the caller (any profile for administrators)',
        params: profileIdParamsSchema,
        response: { 200: profileResponseSchema },
      },
    },
    (request) => profiles.get(currentAuth(request), request.params.id),
  );

  app.put(
    '/api/profile/update',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Update an adult profile (customers: phones, suffix and language only)',
        body: profileUpdateSchema,
        response: { 200: profileResponseSchema },
      },
    },
    (request) => profiles.update(currentAuth(request), request.body, request.ip),
  );

  app.post(
    '/api/profile/child/create',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Add a child / minor (administrators and quasi-administrators)',
        body: childProfileCreateSchema,
        response: { 200: profileResponseSchema },
      },
    },
    (request) => profiles.createChild(currentAuth(request), request.body),
  );

  app.put(
    '/api/profile/child/update',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Update a child / minor (administrators and quasi-administrators)',
        body: childProfileUpdateSchema,
        response: { 200: profileResponseSchema },
      },
    },
    (request) => profiles.updateChild(currentAuth(request), request.body),
  );

  app.get(
    '/api/address/list',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "Every address of the caller's profiles", response: { 200: addressListResponseSchema } },
    },
    async (request) => {
      const items = await profiles.listAddresses(currentAuth(request));
      return { items, count: items.length };
    },
  );
};

export default profilesRoutes;
