import { useTranslation } from 'react-i18next';
import { validationKey } from '../form-messages';

/** A message from a domain schema or the server, line by line, in the site's language where the dictionary knows it. */
export function useMessageText(): (message: string) => string {
  const { t } = useTranslation('profile');
  return (message) =>
    message
      .split('\n')
      .map((line) => {
        const key = validationKey(line);
        return key ? t(`validation.${key}`) : line;
      })
      .join('\n');
}
