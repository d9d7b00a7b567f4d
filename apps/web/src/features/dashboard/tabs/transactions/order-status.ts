import { isWarningStatus, ORDER_STATUS_LABELS } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { messageCatalogue, translateMessage } from '../../../../lib/messages/message-text';

// spec/03 4: the shared status lookup's labels, in the site's language
// through the domain's message catalogue; spec/03 2: a status that is a
// multiple of 16 is drawn as a warning, any other as success.

const LABELS: ReadonlyMap<number, string> = new Map(Object.entries(ORDER_STATUS_LABELS).map(([status, label]) => [Number(status), label]));

export type StatusTone = 'warning' | 'success';

export const statusTone = (status: number): StatusTone => (isWarningStatus(status) ? 'warning' : 'success');

/** A status's label; one this build does not know shows as its number. */
export function useStatusLabel(): (status: number) => string {
  const { i18n } = useTranslation('dashboard');
  const catalogue = messageCatalogue(i18n.language);
  return (status) => {
    const label = LABELS.get(status);
    return label === undefined ? String(status) : (translateMessage(label, catalogue) ?? label);
  };
}
