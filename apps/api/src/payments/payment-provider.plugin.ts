import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stripeSettingsOf, type AppConfig } from '../config';
import type { PaymentProvider } from './payment-provider';
import { sandboxProvider } from './sandbox-provider';
import { stripeProvider } from './stripe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe when its keys are configured, the sandbox provider otherwise. */
    paymentProvider: PaymentProvider;
  }
}

/** The one payment provider of the app, for the checkout and the saved cards. */
export default fp<{ config: AppConfig }>(
  async function paymentProviderPlugin(app: FastifyInstance, { config }) {
    const stripe = stripeSettingsOf(config);
    app.decorate('paymentProvider', stripe ? stripeProvider(stripe) : sandboxProvider(app.db));
  },
  { name: 'payment-provider', dependencies: ['database'] },
);
