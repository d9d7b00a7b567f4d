// The navigation list's schema as a module of its own, which
// get-content-list.ts imports on demand so zod stays out of the first load.
export { navigationListSchema } from '@labstore/domain';
