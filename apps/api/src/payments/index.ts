// The payments feature's public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { cardsService } from './cards.service';
export { providerCustomerOf } from './payment-customers';
export type { CardFacts, PaymentProvider, ProviderIntent } from './payment-provider';
