import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { accountsEn } from './locales/en';
import { accountsEs } from './locales/es';
import { messageKey } from './messages';

// The account dialogs and screens load lazily, with their forms and zod, so
// their strings come with them rather than with every visitor's first load
// (the dashboard does the same). Every lazily loaded module of this feature
// imports this file first.
i18next.addResourceBundle('en', 'accounts', accountsEn, true, false);
i18next.addResourceBundle('es', 'accounts', accountsEs, true, false);

/**
 * A message from a domain schema or the server, in the site's language where
 * the dictionary knows it; any other text is shown as it came. Multi-line
 * messages are translated line by line.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('accounts');
  return (message) =>
    message
      ?.split('\n')
      .map((line) => {
        const key = messageKey(line);
        return key ? t(`messages.${key}`) : line;
      })
      .join('\n');
}
