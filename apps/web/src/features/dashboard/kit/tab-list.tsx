import { useRef, type KeyboardEvent } from 'react';
import styles from './tab-list.module.css';

export interface TabListItem<Id extends string> {
  id: Id;
  label: string;
}

interface TabListProps<Id extends string> {
  items: readonly TabListItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The tab list's accessible name. */
  label: string;
  tabId: (id: Id) => string;
  panelId: string;
  /**
   * Manual activation (false): the arrows only move the focus and Enter or
   * Space opens the focused tab, for tabs whose opening fetches a chunk and
   * adds a history entry. Automatic (true): the arrows open as they go.
   */
  openOnArrow: boolean;
}

/**
 * WAI-ARIA tabs: arrow keys (and Home, End) move along the tabs, wrapping
 * round; only the selected tab is in the Tab order. The dashboard's tabs and
 * the Users tab's sub-tabs (spec/03 2).
 */
export function TabList<Id extends string>({ items, selected, onSelect, label, tabId, panelId, openOnArrow }: TabListProps<Id>) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = items.findIndex((item) => buttons.current.get(item.id) === document.activeElement);
    const from = focused === -1 ? items.findIndex((item) => item.id === selected) : focused;
    const last = items.length - 1;
    const next = new Map([
      ['ArrowRight', from >= last ? 0 : from + 1],
      ['ArrowLeft', from <= 0 ? last : from - 1],
      ['Home', 0],
      ['End', last],
    ]);
    const target = items[next.get(event.key) ?? -1];
    if (!target) return;
    event.preventDefault();
    if (openOnArrow) onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const isSelected = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(element) => {
              if (element) buttons.current.set(item.id, element);
              else buttons.current.delete(item.id);
            }}
            id={tabId(item.id)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
