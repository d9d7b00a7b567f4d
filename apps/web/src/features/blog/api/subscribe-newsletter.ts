import { newsletterSubscribedSchema } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import { sendWrite } from '../../../lib/mutations/send-write';

// spec/02 4.8, 7: GET /api/keap/subscribe?email= (docs/api-blog.md).

export function subscribeNewsletter(email: string): Promise<unknown> {
  // The form has checked the address; a refusal still says why in the error bar (the top message).
  return sendWrite(`/api/keap/subscribe?${new URLSearchParams({ email }).toString()}`, { method: 'GET', schema: newsletterSubscribedSchema });
}

export const useSubscribeNewsletter = () =>
  useMutation({
    mutationKey: ['blog', 'subscribe'],
    mutationFn: (email: string) => subscribeNewsletter(email),
  });
