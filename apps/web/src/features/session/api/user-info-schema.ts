// The userInfo answer's schema as a module of its own, which get-user-info.ts
// imports on demand so zod stays out of the first load.
export { userInfoSchema } from '@labstore/domain';
