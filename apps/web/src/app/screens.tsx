import { useTranslation } from 'react-i18next';
import { HomePage } from '../features/home/components/home-page';

/** spec/02 2.2: the home page; promocode, ResetPassword and the unsubscribe route show it too. */
export function HomeScreen() {
  const { t } = useTranslation('app');
  return <HomePage siteName={t('siteName')} />;
}
