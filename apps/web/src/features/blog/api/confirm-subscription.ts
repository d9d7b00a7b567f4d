import { newsletterConfirmedSchema, type NewsletterConfirm } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import { sendWrite } from '../../../lib/mutations/send-write';

// Issue 14, double opt-in: POST /api/keap/subscribe/confirm with the code of
// the e-mailed link (docs/api-blog.md). The dialog words a refusal itself.

export function confirmSubscription(confirm: NewsletterConfirm) {
  return sendWrite('/api/keap/subscribe/confirm', { method: 'POST', body: confirm, schema: newsletterConfirmedSchema, silent: true });
}

export const useConfirmSubscription = () =>
  useMutation({
    mutationKey: ['blog', 'confirm-subscription'],
    mutationFn: confirmSubscription,
  });
