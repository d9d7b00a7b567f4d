import { useTranslation } from 'react-i18next';
import { TabList } from '../kit/tab-list';
import type { DashboardTab } from '../tab-registry';

interface TabBarProps {
  tabs: readonly DashboardTab[];
  selected: DashboardTab;
  onSelect: (id: string) => void;
  tabId: (id: string) => string;
  panelId: string;
}

/**
 * The dashboard's tabs, with manual activation: opening a tab fetches its
 * chunk and its data and adds a history entry, so the arrows do not open
 * each tab they pass; Enter or Space opens the focused one.
 */
export function TabBar({ tabs, selected, onSelect, tabId, panelId }: TabBarProps) {
  const { t } = useTranslation('dashboard');
  return (
    <TabList
      items={tabs.map((tab) => ({ id: tab.id, label: t(`tabs.${tab.label}`) }))}
      selected={selected.id}
      onSelect={onSelect}
      label={t('tabList')}
      tabId={tabId}
      panelId={panelId}
      openOnArrow={false}
    />
  );
}
