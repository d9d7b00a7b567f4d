import {
  adminUserChangeSchema,
  adminUserListSchema,
  adminUserSearchSchema,
  adminUsersQuerySchema,
  roleAssignSchema,
  roleListSchema,
  userActiveParamsSchema,
  userNonTransactionalParamsSchema,
} from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersAdminService } from '../accounts';
import { adminActorOf } from '../audit';
import { withLocalizedMessage } from '../lib/localized-answers';

const tags = ['accounts'];

/**
 * Issue 19, spec/03 2 Users tab and 7 Account: the administrators' user list,
 * search, roles and toggles (docs/api-admin.md "Users"). Reverify, MFA, change
 * e-mail, its history and the profile are the accounts and profiles routes an
 * administrator shares with the user. The answers name people:
 * plugins/no-store-default.ts marks them no-store.
 */
const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersAdminService(app.db);

  app.get(
    '/api/account',
    {
      schema: {
        tags,
        summary: 'Every account (spec/03 User admin view), 10 a page, by $orderby',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema },
      },
    },
    (request) => users.list(request.query),
  );

  app.post(
    '/api/account/search',
    {
      schema: {
        tags,
        summary: 'Accounts whose name or e-mail contains the search text (at least 3 characters), 10 a page',
        body: adminUserSearchSchema,
        response: { 200: adminUserListSchema },
      },
    },
    (request) => users.search(request.body),
  );

  app.get('/api/account/role', { schema: { tags, summary: 'The roles (spec/03 6)', response: { 200: roleListSchema } } }, () => users.roles());

  app.post(
    '/api/account/role/assign',
    {
      schema: { tags, summary: "Change an account's role; it counts from the account's next request", body: roleAssignSchema, response: { 200: adminUserChangeSchema } },
    },
    async (request) => withLocalizedMessage(await users.assignRole(request.body, adminActorOf(request)), request.language),
  );

  app.post(
    '/api/account/:accountId/:isActive',
    {
      schema: {
        tags,
        summary: 'Enable or disable an account; disabling ends its sessions at once',
        params: userActiveParamsSchema,
        response: { 200: adminUserChangeSchema },
      },
    },
    async (request) => withLocalizedMessage(await users.setActive(request.params.accountId, request.params.isActive, adminActorOf(request)), request.language),
  );

  // The spec shows no path for this toggle (spec/03 7); docs/api-admin.md says why this one.
  app.post(
    '/api/account/:userId/nonTransactional/:enabled',
    {
      schema: {
        tags,
        summary: "Turn an account's non-transactional e-mails on or off",
        params: userNonTransactionalParamsSchema,
        response: { 200: adminUserChangeSchema },
      },
    },
    async (request) => withLocalizedMessage(await users.setNonTransactional(request.params.userId, request.params.enabled, adminActorOf(request)), request.language),
  );
};

export default usersAdminRoutes;
