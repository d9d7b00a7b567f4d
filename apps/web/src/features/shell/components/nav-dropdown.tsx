import type { NavigationItem } from '@labstore/domain';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { dropdownEntries } from '../navigation';
import { useEntryLabel } from '../use-entry-label';
import { EntryLink } from './entry-link';
import styles from './main-navigation.module.css';

interface NavDropdownProps {
  item: NavigationItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * An entry with sub-entries (spec/01 2.2): a disclosure button and its list.
 * Enter, Space or ArrowDown opens it (ArrowDown also moves into it), arrows
 * move between its links, Esc closes it and returns focus to the button.
 */
export function NavDropdown({ item, open, onOpenChange }: NavDropdownProps) {
  const { t } = useTranslation('shell');
  const label = useEntryLabel();
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFirstOnOpen = useRef(false);

  useEffect(() => {
    if (!open || !focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    links(listRef.current)[0]?.focus();
  }, [open]);

  const close = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      if (open) links(listRef.current)[0]?.focus();
      else onOpenChange(true);
    } else if (event.key === 'Escape' && open) {
      close();
    }
  };

  const onLinkKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(listRef.current, event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  return (
    <div
      className={styles.dropdown}
      onBlur={(event) => {
        // Tabbing past the last link closes it too.
        if (open && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.item}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {label(item)}
        <ChevronDownIcon className={styles.chevron} width="16" height="16" />
      </button>
      <ul id={listId} ref={listRef} className={styles.panel} hidden={!open}>
        {dropdownEntries(item).map((entry) => (
          <li key={entry.item.id}>
            <EntryLink
              item={entry.item}
              label={entry.overview ? t('nav.overview', { name: label(item) }) : undefined}
              className={styles.panelLink}
              onKeyDown={onLinkKeyDown}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function links(list: HTMLUListElement | null): HTMLAnchorElement[] {
  return list ? Array.from(list.querySelectorAll('a')) : [];
}

function moveFocus(list: HTMLUListElement | null, from: HTMLAnchorElement, step: 1 | -1): void {
  const all = links(list);
  const next = all[(all.indexOf(from) + step + all.length) % all.length];
  next?.focus();
}
