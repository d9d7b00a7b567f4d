// The schema of POST /api/account/password/verify's answer, a chunk of its own (verify-password.ts).
export { passwordVerifiedSchema } from '@labstore/domain';
