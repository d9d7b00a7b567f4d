// Strings of the orders feature (namespace 'orders'); they travel in the
// account area's lazily loaded chunk with the Order History tab.
export const ordersEn = {
  orderHistory: {
    empty: 'You have not placed any orders yet.',
    browse: 'Browse lab tests',
  },
};
