import type { Database, Order } from '@labstore/db';
import { APP_PATHS, fillTemplate, formatDate, messagesIn, SHARING_MESSAGES, type ResultFileType, type ShareEntry, type ShareHistory, type ShareParams, type ShareSent, type SiteLanguage } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { AppError } from '../lib/app-error';
import type { Mailer } from '../mail/mailer';
import { ordersRepository } from '../orders/orders.repository';
import type { AuthContext } from '../plugins/auth';
import { firstNameOf } from '../profiles';
import { shareHistoryRepository, type ShareRow } from './share-history.repository';
import { assertWithinShareLimits } from './share-limits';
import { fileTypeOf, shareEntryOf } from './share-state';
import { newShareToken, shareTokenHash } from './share-token';
import { recordOf, type ReadPath, type SharedDocuments } from './shared-documents';
import { shareEmail } from './sharing-emails';

export interface SharingServiceDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  documents: SharedDocuments;
  /** The web app's public address, for the link in the e-mail. */
  publicUrl: string;
}

/** What an opened link answers: the document and what its file is called. */
export interface OpenedDocument {
  bytes: Uint8Array;
  fileType: ResultFileType;
  orderNumber: number;
}

/** The e-mail log's 'send by' of a share. */
export const SHARE_SEND_BY = 'share';

/**
 * spec/02 4.6, 2.10: sharing a requisition or results as a single-use link
 * by e-mail, the send history with each link's state, revoking a link, and
 * opening it (docs/decisions.md "After the order", Share links).
 */
export function sharingService({ db, mailer, documents, publicUrl }: SharingServiceDeps) {
  const orders = ordersRepository(db);
  const shares = shareHistoryRepository(db);

  /** An order of a customer, read by its owner or an administrator; anyone else is told it does not exist. */
  async function readableOrder(orderId: string, auth: AuthContext): Promise<Order> {
    const order = await orders.findOrder(orderId);
    if (!order || order.user_id === null || (order.user_id !== auth.userId && !auth.isAdmin)) throw AppError.notFound(SHARING_MESSAGES.orderNotFound);
    return order;
  }

  /** spec/02 4.2, 6: the customer alone shares and revokes; not an administrator, nor one acting as the customer. */
  function assertTheCustomer(auth: AuthContext, ownerId: string | null): void {
    if (auth.isQuasiAdmin || ownerId !== auth.userId) throw new AppError(403, SHARING_MESSAGES.customerOnly);
  }

  /** The access log's path: the customer's own session, or an administrator's (acting as the customer or not). */
  function readPathOf(auth: AuthContext, order: Order): { readerUserId: string; path: ReadPath } {
    if (auth.isQuasiAdmin) return { readerUserId: auth.actingAdminId ?? auth.userId, path: 'administrator' };
    return { readerUserId: auth.userId, path: order.user_id === auth.userId ? 'owner' : 'administrator' };
  }

  /** A share of the caller's; anyone else's is not found, and an administrator acting as its sender is refused. */
  async function ownShare(auth: AuthContext, shareId: string): Promise<ShareRow> {
    const share = await shares.find(shareId);
    if (!share || share.user_id !== auth.userId) throw AppError.notFound(SHARING_MESSAGES.shareNotFound);
    assertTheCustomer(auth, share.user_id);
    return share;
  }

  async function orderNumberOf(orderId: string): Promise<number> {
    const order = await orders.findOrder(orderId);
    if (!order) throw AppError.notFound(SHARING_MESSAGES.shareNotFound);
    return order.number;
  }

  function sentMessage(type: ResultFileType, orderNumber: number, email: string, sentAt: Date, language: SiteLanguage): string {
    const words = messagesIn(language).sharing;
    return fillTemplate(type === 1 ? words.sentRequisition : words.sentResults, { number: String(orderNumber), email, date: formatDate(sentAt, language) });
  }

  /** Why a link did not open, without a word about the order behind it. */
  async function openRefusal(tokenHash: string): Promise<AppError> {
    const share = await shares.findByTokenHash(tokenHash);
    if (!share) return AppError.notFound(SHARING_MESSAGES.linkUnknown);
    if (share.revoked_at) return new AppError(410, SHARING_MESSAGES.linkRevoked);
    if (share.opened_at) return new AppError(410, SHARING_MESSAGES.linkUsed);
    return new AppError(410, SHARING_MESSAGES.linkExpired);
  }

  /** Why a link cannot be revoked any more. */
  function revokeRefusal(share: ShareRow): AppError {
    if (share.revoked_at) return new AppError(409, SHARING_MESSAGES.revokeRevoked);
    if (share.opened_at) return new AppError(409, SHARING_MESSAGES.revokeOpened);
    return new AppError(409, SHARING_MESSAGES.revokeExpired);
  }

  return {
    /** GET /api/order/results/share/get/{id}: the order's links, newest first, each with its state; the read is logged. */
    async history(auth: AuthContext, orderId: string): Promise<ShareHistory> {
      const order = await readableOrder(orderId, auth);
      const items = (await shares.ofOrder(order.id)).map((share) => shareEntryOf(share, order.number));
      await documents.recordRead({ ...readPathOf(auth, order), orderId: order.id, apiResultId: null, record: 'share-history', shareId: null });
      return { items };
    },

    /**
     * GET /api/order/results/share/{orderId}/{apiResultId}/{type}?contactTo=:
     * e-mails a single-use link to the document, once it is available,
     * within the limits; the share and its e-mail are written together.
     */
    async share(auth: AuthContext, { orderId, apiResultId, type }: ShareParams, contactTo: string, language: SiteLanguage): Promise<ShareSent> {
      const order = await readableOrder(orderId, auth);
      assertTheCustomer(auth, order.user_id);
      const document = await documents.document(order.id, apiResultId, type);
      if (!document) throw new AppError(409, type === 1 ? SHARING_MESSAGES.requisitionNotReady : SHARING_MESSAGES.resultsNotReady);
      const senderFirstName = await firstNameOf(db, auth.userId);
      const token = newShareToken();
      const share = await db.transaction().execute(async (trx) => {
        const sharesInTransaction = shareHistoryRepository(trx);
        await assertWithinShareLimits(sharesInTransaction, auth.userId, contactTo);
        const inserted = await sharesInTransaction.insert({ orderId: order.id, apiResultId, fileType: type, contactTo, senderId: auth.userId, tokenHash: shareTokenHash(token), language });
        const link = `${publicUrl}${APP_PATHS.sharedDocument}#${token}`;
        const email = shareEmail({ senderFirstName, link, expiresAt: inserted.expires_at ?? inserted.sent_at, language });
        await mailer.send({ to: contactTo, sendBy: SHARE_SEND_BY, userId: auth.userId, ...email }, trx);
        return inserted;
      });
      return { message: sentMessage(type, order.number, contactTo, share.sent_at, language), entry: shareEntryOf(share, order.number) };
    },

    /** DELETE /api/order/results/share/{shareId}: a link not yet opened nor expired stops working. */
    async revoke(auth: AuthContext, shareId: string): Promise<ShareEntry> {
      const share = await ownShare(auth, shareId);
      const revoked = await shares.revoke(share.id);
      if (!revoked) throw revokeRefusal((await shares.find(share.id)) ?? share);
      return shareEntryOf(revoked, await orderNumberOf(revoked.order_id));
    },

    /**
     * POST /api/shared/open: the link opens once. It is marked opened first,
     * so of two opens at once one gets the document; an open that cannot
     * deliver it gives the link back.
     */
    async open(token: string): Promise<OpenedDocument> {
      const tokenHash = shareTokenHash(token);
      const share = await shares.markOpened(tokenHash);
      if (!share) throw await openRefusal(tokenHash);
      try {
        const fileType = fileTypeOf(share);
        const bytes = await documents.document(share.order_id, share.api_result_id, fileType);
        if (!bytes) throw new AppError(410, SHARING_MESSAGES.linkUnavailable);
        const orderNumber = await orderNumberOf(share.order_id);
        await documents.recordRead({ readerUserId: null, orderId: share.order_id, apiResultId: share.api_result_id, record: recordOf(fileType), path: 'share-link', shareId: share.id });
        return { bytes, fileType, orderNumber };
      } catch (error) {
        await shares.reopen(share.id);
        throw error;
      }
    },
  };
}

export type SharingService = ReturnType<typeof sharingService>;
