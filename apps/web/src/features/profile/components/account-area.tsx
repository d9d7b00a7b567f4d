import { BREAKPOINTS, type NavigationItem } from '@labstore/domain';
import i18next from 'i18next';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { useMediaQuery } from '../../../lib/use-media-query';
import { accountContentEntries, accountTabs, resolveAccountTab, type AccountTab } from '../account-tabs';
import { profileEn } from '../locales/en';
import { profileEs } from '../locales/es';
import { isManager, type AccountRoles } from '../profile-rights';
import { AccountProfileTab } from './account-profile-tab';
import { ChildrenTab } from './children-tab';
import { ContentTab } from './content-tab';
import { useLangAttribute } from '../../../lib/text-language';
import styles from './account-area.module.css';

// The account area is a lazily loaded chunk (the storefront's first load does
// not carry it), so its strings are added when it loads.
i18next.addResourceBundle('en', 'profile', profileEn);
i18next.addResourceBundle('es', 'profile', profileEs);

export interface AccountSession extends AccountRoles {
  profileId: string | null;
}

interface AccountAreaProps {
  session: AccountSession;
  /** The tab the URL names (spec/01 2.6); undefined for the default. */
  requestedTab: string | undefined;
  onSelectTab: (tabId: string) => void;
  /** The navigation list's entries (the 'myadmin' ones become tabs). */
  navigation: readonly NavigationItem[];
  navigationPending: boolean;
  /** The Order History tab's panel: the orders feature's, composed by the app. */
  orderHistory: ReactNode;
}

/** spec/01 2.6: the account area, side tabs from 916 px wide, a section picker below. */
export function AccountArea({ session, requestedTab, onSelectTab, navigation, navigationPending, orderHistory }: AccountAreaProps) {
  const { t } = useTranslation('profile');
  const { t: tApp } = useTranslation('app');
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINTS.account}px)`);
  const tabs = accountTabs(isManager(session), accountContentEntries(navigation));
  const resolved = resolveAccountTab(requestedTab, tabs, navigationPending);
  const selected = resolved.status === 'found' ? resolved.tab : undefined;
  const label = (tab: AccountTab) => (tab.kind === 'content' ? tab.entry.name : t(`tabs.${tab.kind}`));
  const documentTitle =
    selected?.kind === 'content'
      ? selected.entry.pageTitle || `${selected.entry.name} | ${tApp('siteName')}`
      : `${selected ? label(selected) : t('title')} | ${tApp('siteName')}`;

  const baseId = useId();
  const ids: TabIds = { tab: (tab) => `${baseId}-tab-${tab.id}`, panel: `${baseId}-panel` };

  const heading = selected && selected.kind !== 'content' ? <h2 className={styles.panelTitle}>{label(selected)}</h2> : null;
  const panelContent = (
    <>
      {heading}
      {selected ? (
        <TabContent tab={selected} session={session} orderHistory={orderHistory} />
      ) : (
        <p className={styles.loading} role="status">
          {t('loadingContent')}
        </p>
      )}
    </>
  );

  // Both layouts keep the panel at the same place in the tree: crossing
  // 916 px (a tablet turned round) must not throw away a half-filled form.
  return (
    <div className={styles.area}>
      <ScreenTitle title={t('title')} documentTitle={documentTitle} />
      <div className={desktop ? styles.layout : styles.mobile}>
        {desktop ? (
          <SideTabs tabs={tabs} selected={selected} label={label} onSelect={onSelectTab} ids={ids} />
        ) : (
          <SectionPicker tabs={tabs} selected={selected} label={label} onSelect={onSelectTab} />
        )}
        <section
          id={ids.panel}
          className={styles.panel}
          {...(desktop
            ? {
                role: 'tabpanel',
                tabIndex: 0,
                'aria-labelledby': selected ? ids.tab(selected) : undefined,
                'aria-label': selected ? undefined : t('loadingContent'),
              }
            : { 'aria-label': selected ? label(selected) : t('loadingContent') })}
        >
          {panelContent}
        </section>
      </div>
    </div>
  );
}

function TabContent({ tab, session, orderHistory }: { tab: AccountTab; session: AccountSession; orderHistory: ReactNode }) {
  switch (tab.kind) {
    case 'orderHistory':
      return orderHistory;
    case 'profile':
      return <AccountProfileTab profileId={session.profileId} roles={session} />;
    case 'children':
      return <ChildrenTab parentProfileId={session.profileId} />;
    case 'content':
      return <ContentTab entry={tab.entry} />;
  }
}

interface TabIds {
  tab: (tab: AccountTab) => string;
  panel: string;
}

interface TabsProps {
  tabs: readonly AccountTab[];
  selected: AccountTab | undefined;
  label: (tab: AccountTab) => string;
  onSelect: (tabId: string) => void;
}

/**
 * Desktop: WAI-ARIA tabs, vertical. Arrow keys move between tabs and open
 * the one they land on, Home and End go to the first and last; only the
 * selected tab is in the Tab order, then the panel.
 */
function SideTabs({ tabs, selected, label, onSelect, ids }: TabsProps & { ids: TabIds }) {
  const { t } = useTranslation('profile');
  const langOf = useLangAttribute();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected?.id);
    const last = tabs.length - 1;
    const next = new Map([
      ['ArrowDown', index >= last ? 0 : index + 1],
      ['ArrowRight', index >= last ? 0 : index + 1],
      ['ArrowUp', index <= 0 ? last : index - 1],
      ['ArrowLeft', index <= 0 ? last : index - 1],
      ['Home', 0],
      ['End', last],
    ]);
    const target = tabs[next.get(event.key) ?? -1];
    if (!target) return;
    event.preventDefault();
    buttons.current.get(target.id)?.focus();
    onSelect(target.id);
  };

  return (
    <div role="tablist" aria-orientation="vertical" aria-label={t('sections')} className={styles.tablist} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected?.id;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            id={ids.tab(tab)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={isSelected || (!selected && tab === tabs[0]) ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            lang={tab.kind === 'content' ? langOf(tab.entry.lang) : undefined}
          >
            {label(tab)}
          </button>
        );
      })}
    </div>
  );
}

/** Below 916 px: a select names the section; the section shows underneath. */
function SectionPicker({ tabs, selected, label, onSelect }: TabsProps) {
  const { t } = useTranslation('profile');
  const langOf = useLangAttribute();
  const selectId = useId();
  return (
    <div className={styles.picker}>
      <label htmlFor={selectId} className={styles.pickerLabel}>
        {t('sectionSelect')}
      </label>
      <select id={selectId} className={styles.pickerSelect} value={selected?.id ?? ''} onChange={(event) => onSelect(event.target.value)}>
        {!selected && <option value="">{t('loadingContent')}</option>}
        {tabs.map((tab) => (
          <option key={tab.id} value={tab.id} lang={tab.kind === 'content' ? langOf(tab.entry.lang) : undefined}>
            {label(tab)}
          </option>
        ))}
      </select>
    </div>
  );
}
