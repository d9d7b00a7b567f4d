import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { dashboardEn } from '../locales/en';
import { dashboardEs } from '../locales/es';

// spec/03 Routes. This module is the dashboard's lazily loaded chunk
// (DESIGN.md Web app: customers never download it), so its strings are added
// when it loads rather than shipped to every visitor. The tabs come with the
// administration issues; until then each route shows its title.
i18next.addResourceBundle('en', 'dashboard', dashboardEn);
i18next.addResourceBundle('es', 'dashboard', dashboardEs);

type DashboardTitle = keyof typeof dashboardEn.titles;

function DashboardTitle({ name }: { name: DashboardTitle }) {
  const { t } = useTranslation('dashboard');
  return <ScreenTitle title={t(`titles.${name}`)} />;
}

export const DashboardScreen = () => <DashboardTitle name="dashboard" />;
export const InfusionsoftScreen = () => <DashboardTitle name="infusionsoft" />;
export const UsersScreen = () => <DashboardTitle name="users" />;
