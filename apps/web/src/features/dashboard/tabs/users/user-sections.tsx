import type { AdminUser } from '@labstore/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList } from '../../kit/tab-list';
import { EmailHistory } from './email-history';
import { UserOrders } from './user-orders';
import { UserProfileSection } from './user-profile-section';
import styles from './users-tab.module.css';

const SECTIONS = ['profile', 'orders', 'emailHistory'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * spec/03 2 Users tab: an opened panel's three sub-tabs, the profile form,
 * Orders and Email History; the arrow keys open them as they go, only the
 * selected one rendered.
 */
export function UserSections({ user }: { user: AdminUser }) {
  const { t } = useTranslation('dashboard');
  const [selected, setSelected] = useState<Section>('profile');
  const baseId = useId();
  const tabId = (section: Section) => `${baseId}-${section}`;

  return (
    <div className={styles.sections}>
      <TabList
        items={SECTIONS.map((section) => ({ id: section, label: t(`users.sections.${section}`) }))}
        selected={selected}
        onSelect={setSelected}
        label={t('users.sections.label', { email: user.email })}
        tabId={tabId}
        panelId={`${baseId}-panel`}
        openOnArrow
      />
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0} className={styles.sectionPanel}>
        {selected === 'profile' && <UserProfileSection user={user} />}
        {selected === 'orders' && <UserOrders user={user} />}
        {selected === 'emailHistory' && <EmailHistory userId={user.id} />}
      </div>
    </div>
  );
}
