import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '@labstore/domain';
import type { z } from 'zod';

// Issue 18: what the unlock form (unlock-kept-documents.tsx) checks its
// password with, the login form's rule, and the catalogue its messages are
// worded from (lib/messages). A chunk of its own, loaded with the form's
// first check: zod, the schemas and the catalogue take a good part of a
// second to build on a slow phone, which the pass page's form does not wait
// for to show (docs/performance.md).

const passwordSchema = loginFormSchema.pick({ password: true });
export type PasswordValues = z.input<typeof passwordSchema>;
export type PasswordOutput = z.output<typeof passwordSchema>;

export const passwordResolver = zodResolver(passwordSchema);

export { messageCatalogue, translateMessage } from '../../lib/messages/message-text';
