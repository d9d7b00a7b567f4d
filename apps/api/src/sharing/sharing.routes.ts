import { sharedOpenBodySchema, shareEntrySchema, shareHistorySchema, shareIdParamsSchema, shareParamsSchema, shareQuerySchema, shareSentSchema, orderIdParamsSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../plugins/auth';
import { ShareLimitReached } from './share-limits';
import { recordOf, type SharedDocuments } from './shared-documents';
import { sharingService } from './sharing.service';

const tags = ['sharing'];

/** The open's body is a token of 43 characters; anything much larger is refused unread. */
const OPEN_BODY_LIMIT_BYTES = 1024;

export interface SharingRoutesOptions {
  /** The web app's public address, for the link in the e-mail (lib/public-url.ts). */
  publicUrl: string;
  /** The results feature's documents and access log, given at composition (app.ts). */
  documents: SharedDocuments;
}

/**
 * spec/02 4.6, 2.10 and 7 "Results and sharing": the send history, a share,
 * its revoke, and the link's open (docs/decisions.md "After the order",
 * Share links). Every answer is personal: no-store.
 */
const sharingRoutes: FastifyPluginAsyncZod<SharingRoutesOptions> = async (app, { publicUrl, documents }) => {
  const sharing = sharingService({ db: app.db, mailer: app.mailer, documents, publicUrl });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ShareLimitReached) reply.header('Retry-After', String(error.retryAfterSeconds));
  });

  app.get(
    '/api/order/results/share/get/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "An order's sent links, newest first, each with its state (sent, opened, expired, revoked)", params: orderIdParamsSchema, response: { 200: shareHistorySchema } },
    },
    async (request) => sharing.history(currentAuth(request), request.params.id),
  );

  app.get(
    '/api/order/results/share/:orderId/:apiResultId/:type',
    {
      onRequest: app.authenticate,
      // A share retried after a lost answer sends one e-mail (the web app sends a key per share).
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'E-mail a single-use link to the requisition (1) or results (3) to contactTo; the customer only, within the limits',
        params: shareParamsSchema,
        querystring: shareQuerySchema,
        response: { 200: shareSentSchema },
      },
    },
    async (request) => sharing.share(currentAuth(request), request.params, request.query.contactTo, request.language),
  );

  app.delete(
    '/api/order/results/share/:shareId',
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      schema: { tags, summary: 'Revoke a sent link before it is opened or expires', params: shareIdParamsSchema, response: { 200: shareEntrySchema } },
    },
    async (request) => sharing.revoke(currentAuth(request), request.params.shareId),
  );

  app.post(
    '/api/shared/open',
    {
      bodyLimit: OPEN_BODY_LIMIT_BYTES,
      // Per client: tokens cannot be guessed in bulk (32 random bytes make it hopeless anyway).
      preValidation: app.limitAttempts('shared-open'),
      schema: { tags, summary: "Open a shared link once: the document's PDF (the token from the link's fragment, never in a URL)", body: sharedOpenBodySchema },
    },
    async (request, reply) => {
      const opened = await sharing.open(request.body.token);
      const fileName = `labstore-${recordOf(opened.fileType)}-${opened.orderNumber}.pdf`;
      return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${fileName}"`).send(Buffer.from(opened.bytes));
    },
  );
};

export default sharingRoutes;
