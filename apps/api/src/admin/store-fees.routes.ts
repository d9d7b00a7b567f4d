import { STORE_FEE_MESSAGES, storeFeesChangeSchema, storeFeesSchema, type FeeSettings, type StoreFees } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActorOf, recordAdminAction } from '../audit';
import { withLocalizedMessage } from '../lib/localized-answers';
import { ordersRepository } from '../orders/orders.repository';
import { lockFeeSettings, putFeeSettings } from '../settings/fee-settings';

const tags = ['settings'];

/** The three fees an order is charged, in dollars, of the stored settings (cents). */
const asStoreFees = (settings: FeeSettings): StoreFees => ({
  processingFee: settings.processingCents / 100,
  physicianOversightFee: settings.physicianOversightCents / 100,
  labDrawFee: settings.labDrawCents / 100,
});

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Issue 20 "Fees ... editable in app_settings, audited" (docs/api-admin.md
 * "Store fees"). The cart reads the fees at every pricing
 * (orders.repository feeSettings, no cache), so an open cart shows a change
 * at its next read. The COVID-19 IgG oversight fee and the struck-through
 * list values stay as stored: the spec's Order names only these three.
 */
const storeFeesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/fees',
    { schema: { tags, summary: 'The processing, physician oversight and lab draw fees, in dollars', response: { 200: storeFeesSchema } } },
    async () => asStoreFees(await ordersRepository(app.db).feeSettings()),
  );

  app.put(
    '/api/settings/fees',
    {
      config: { idempotent: true },
      schema: { tags, summary: 'Sets the three fees; the next pricing of every cart uses them', body: storeFeesSchema, response: { 200: storeFeesChangeSchema } },
    },
    async (request) => {
      const actor = adminActorOf(request);
      const fees = await app.db.transaction().execute(async (trx) => {
        await lockFeeSettings(trx);
        const stored = await ordersRepository(trx).feeSettings();
        const changed: FeeSettings = {
          ...stored,
          processingCents: cents(request.body.processingFee),
          physicianOversightCents: cents(request.body.physicianOversightFee),
          labDrawCents: cents(request.body.labDrawFee),
        };
        await putFeeSettings(trx, changed);
        await recordAdminAction(trx, actor, { action: 'settings.fees', subject: { kind: 'settings', id: 'fees' }, before: asStoreFees(stored), after: asStoreFees(changed) });
        return asStoreFees(changed);
      });
      return withLocalizedMessage({ message: STORE_FEE_MESSAGES.updated, fees }, request.language);
    },
  );
};

export default storeFeesAdminRoutes;
