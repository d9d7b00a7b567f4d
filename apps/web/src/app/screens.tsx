import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../components/ui/screen-title';
import { HomePage } from '../features/home/components/home-page';
import type { appEn } from './locales/en';

// Screens that later issues fill. Each shows only its title (spec/01 2.1),
// so nothing here pretends to be a catalogue, cart or checkout yet.

type TitleKey = keyof typeof appEn.titles;

export function titledScreen(key: TitleKey) {
  return function TitledScreen() {
    const { t } = useTranslation('app');
    return <ScreenTitle title={t(`titles.${key}`)} />;
  };
}

/** spec/02 2.2: the home page; promocode, ResetPassword and the unsubscribe route show it too. */
export function HomeScreen() {
  const { t } = useTranslation('app');
  return <HomePage siteName={t('siteName')} />;
}
