import type { NavigationItem } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import type { KeyboardEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { entryTarget } from '../navigation';
import { useEntryLabel } from '../use-entry-label';

interface EntryLinkProps {
  item: NavigationItem;
  /** Instead of the entry's own name (a dropdown's overview link). */
  label?: string | undefined;
  className?: string;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
}

/** One navigation-list entry as a link: internal page, catalogue, or outside address in a new tab (spec/01 2.2). */
export function EntryLink({ item, label: givenLabel, className, onKeyDown }: EntryLinkProps) {
  const { t } = useTranslation('shell');
  const target = entryTarget(item);
  const entryLabel = useEntryLabel();
  const label = givenLabel ?? entryLabel(item);
  if (target.kind === 'external') {
    return (
      <a className={className} href={target.href} target="_blank" rel="noopener noreferrer" onKeyDown={onKeyDown}>
        {label}
        <span className="visually-hidden"> {t('nav.newTab')}</span>
      </a>
    );
  }
  const to = target.kind === 'catalogue' ? paths.catalogue() : paths.contentPage(target.slug);
  return (
    <Link {...to} className={className} onKeyDown={onKeyDown}>
      {label}
    </Link>
  );
}
