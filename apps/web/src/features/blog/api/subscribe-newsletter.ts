import { newsletterSubscribedSchema } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

// spec/02 4.8, 7: GET /api/keap/subscribe?email= (docs/api-blog.md).

export function subscribeNewsletter(email: string): Promise<unknown> {
  // The form has checked the address; a refusal still says why in the error bar (the top message).
  return http.request(`/api/keap/subscribe?${new URLSearchParams({ email }).toString()}`, { schema: newsletterSubscribedSchema });
}

export const useSubscribeNewsletter = () =>
  useMutation({
    mutationKey: ['blog', 'subscribe'],
    mutationFn: (email: string) => subscribeNewsletter(email),
  });
