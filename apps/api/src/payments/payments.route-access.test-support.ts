import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes: a customer's
// saved cards, each reached only by its owner.

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

export const PAYMENTS_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/payment/card/list': { access: 'customer', personal: true },
  'POST /api/payment/add/{id}/{paymentTypeId}': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/payment/add/${owner.userId}/1`, payload: { paymentMethodId: 'pm_card_mastercard' } }),
    ownedResource: true,
  },
  'PUT /api/payment/card/update': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: '/api/payment/card/update', payload: { id: owner.cardId, expirationMonth: 12, expirationYear: NEXT_YEAR + 1 } }),
    ownedResource: true,
  },
  'PUT /api/payment/card/action/{id}/{active}': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/payment/card/action/${owner.cardId}/true` }),
    ownedResource: true,
  },
  'PUT /api/payment/card/default/{id}': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/payment/card/default/${owner.cardId}` }),
    ownedResource: true,
  },
  'POST /api/payment/sandbox/method': {
    access: 'customer',
    personal: true,
    sample: () => ({ url: '/api/payment/sandbox/method', payload: { cardNumber: '4242424242424242', cvc: '123', month: 12, year: NEXT_YEAR } }),
  },
};
