export { connect, type ConnectOptions, type DatabaseHandle, type DialectName } from './connect';
export { migrateToLatest } from './migrate';
export { seedDatabase } from './seed/seed';
export type { Database } from './schema/database';
export type * from './schema/accounts';
export type * from './schema/catalogue';
export type * from './schema/orders';
export type * from './schema/content';
export type * from './schema/operations';
