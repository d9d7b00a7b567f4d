import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from './forms-namespace';
import { translateMessage } from './message-text';

/**
 * How a form shows a message from a domain schema (a field's error) or from
 * the server (an ApiError's message): in the site's language where the
 * dictionary knows it, as it came otherwise.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (message) => translateMessage(message, (key) => t(`messages.${key}`));
}
