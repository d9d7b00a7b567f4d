// Test builders shared by the packages' tests and benches (not shipped: no app module imports them).
export * from './navigation-entry';
export * from './offline-product';
