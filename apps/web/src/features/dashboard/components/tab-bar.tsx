import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardTab } from '../tab-registry';
import styles from './dashboard-shell.module.css';

interface TabBarProps {
  tabs: readonly DashboardTab[];
  selected: DashboardTab;
  onSelect: (id: string) => void;
  tabId: (tab: DashboardTab) => string;
  panelId: string;
}

/**
 * WAI-ARIA tabs with manual activation: arrow keys (and Home, End) move the
 * focus along the tabs, Enter or Space opens the focused one. Opening a tab
 * fetches its chunk and its data and adds a history entry, so the arrows do
 * not open each tab they pass. Only the selected tab is in the Tab order.
 */
export function TabBar({ tabs, selected, onSelect, tabId, panelId }: TabBarProps) {
  const { t } = useTranslation('dashboard');
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = tabs.findIndex((tab) => buttons.current.get(tab.id) === document.activeElement);
    const from = focused === -1 ? tabs.indexOf(selected) : focused;
    const last = tabs.length - 1;
    const next = new Map([
      ['ArrowRight', from >= last ? 0 : from + 1],
      ['ArrowLeft', from <= 0 ? last : from - 1],
      ['Home', 0],
      ['End', last],
    ]);
    const target = tabs[next.get(event.key) ?? -1];
    if (!target) return;
    event.preventDefault();
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={t('tabList')} className={styles.tablist} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {t(`tabs.${tab.label}`)}
          </button>
        );
      })}
    </div>
  );
}
