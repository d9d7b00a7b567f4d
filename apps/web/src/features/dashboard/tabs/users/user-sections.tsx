import type { AdminUser } from '@labstore/domain';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailHistory } from './email-history';
import { UserOrders } from './user-orders';
import { UserProfileSection } from './user-profile-section';
import styles from './users-tab.module.css';

const SECTIONS = ['profile', 'orders', 'emailHistory'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * spec/03 2 Users tab: an opened panel's three sub-tabs, the profile form,
 * Orders and Email History; WAI-ARIA tabs, the arrow keys moving along
 * them, only the selected one rendered.
 */
export function UserSections({ user }: { user: AdminUser }) {
  const { t } = useTranslation('dashboard');
  const [selected, setSelected] = useState<Section>('profile');
  const baseId = useId();
  const buttons = useRef(new Map<Section, HTMLButtonElement>());
  const tabId = (section: Section) => `${baseId}-${section}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = SECTIONS.indexOf(selected);
    const step = new Map([
      ['ArrowRight', 1],
      ['ArrowLeft', SECTIONS.length - 1],
    ]).get(event.key);
    const target = step === undefined ? undefined : SECTIONS[(from + step) % SECTIONS.length];
    if (!target) return;
    event.preventDefault();
    setSelected(target);
    buttons.current.get(target)?.focus();
  };

  return (
    <div className={styles.sections}>
      <div role="tablist" aria-label={t('users.sections.label', { email: user.email })} className={styles.sectionTabs} onKeyDown={onKeyDown}>
        {SECTIONS.map((section) => (
          <button
            key={section}
            ref={(element) => {
              if (element) buttons.current.set(section, element);
              else buttons.current.delete(section);
            }}
            id={tabId(section)}
            type="button"
            role="tab"
            aria-selected={section === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={section === selected ? 0 : -1}
            className={styles.sectionTab}
            onClick={() => setSelected(section)}
          >
            {t(`users.sections.${section}`)}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0} className={styles.sectionPanel}>
        {selected === 'profile' && <UserProfileSection user={user} />}
        {selected === 'orders' && <UserOrders user={user} />}
        {selected === 'emailHistory' && <EmailHistory userId={user.id} />}
      </div>
    </div>
  );
}
