import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from './forms-namespace';
import { messageCatalogue, translateMessage } from './message-text';

/**
 * How a form shows a message from a domain schema (a field's error) or from
 * the server (an ApiError's message): in the site's language where the
 * catalogue knows it, as it came otherwise.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation(FORMS_NAMESPACE);
  const catalogue = messageCatalogue(i18n.language);
  return (message) => translateMessage(message, catalogue);
}
