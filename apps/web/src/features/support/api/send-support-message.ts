import { supportMessageSentSchema, type SupportMessage } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import { sendWrite } from '../../../lib/mutations/send-write';

// POST /api/support/message (issue 16). Not kept for later when offline: a
// message to a person is sent now or the customer is told it was not.
export const sendSupportMessage = (message: SupportMessage) =>
  sendWrite('/api/support/message', { method: 'POST', body: message, schema: supportMessageSentSchema, silent: true });

export const useSendSupportMessage = () => useMutation({ mutationKey: ['support', 'message'], mutationFn: sendSupportMessage });
