import { stateName, type ProfileResponse } from '@labstore/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../components/ui/form-controls';
import { useFormats } from '../../../lib/formats';
import { useProfile } from '../api/get-profile';
import { useProfileList } from '../api/list-profiles';
import { childrenOf, emptyChildFormValues, toChildFormValues } from '../profile-form';
import { ChildForm } from './child-form';
import styles from './children-tab.module.css';
import formStyles from './form-layout.module.css';

// spec/01 2.6 and 4 Children: a list view (Add Child / Minor and an accordion
// of the children by createdDate), an add view and an edit view.

type ChildrenView = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; child: ProfileResponse };

const panelButtonId = (id: string) => `child-panel-button-${id}`;
const ADD_BUTTON_ID = 'child-add-button';

export function ChildrenTab({ parentProfileId }: { parentProfileId: string | null }) {
  const { t } = useTranslation('profile');
  const list = useProfileList();
  const parent = useProfile(parentProfileId);
  const [view, setView] = useState<ChildrenView>({ kind: 'list' });
  const [expanded, setExpanded] = useState<string | null>(null);
  const focusAfter = useRef<string | null>(null);

  // Back on the list, the focus returns to where the user left it.
  useEffect(() => {
    if (view.kind !== 'list' || focusAfter.current === null) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  }, [view, list.data]);

  const backToList = (returnTo: string, saved?: ProfileResponse) => {
    if (saved) setExpanded(saved.id);
    focusAfter.current = saved ? panelButtonId(saved.id) : returnTo;
    setView({ kind: 'list' });
  };

  if (view.kind === 'add') {
    return <ChildForm initial={emptyChildFormValues(parent.data?.homeAddress)} onDone={(saved) => backToList(ADD_BUTTON_ID, saved)} />;
  }
  if (view.kind === 'edit') {
    return (
      <ChildForm
        key={view.child.id}
        child={view.child}
        initial={toChildFormValues(view.child)}
        onDone={(saved) => backToList(panelButtonId(view.child.id), saved)}
      />
    );
  }

  const children = childrenOf(list.data?.items ?? []);
  return (
    <div className={styles.tab}>
      <div className={formStyles.actions}>
        <FormButton id={ADD_BUTTON_ID} variant="primary" onClick={() => setView({ kind: 'add' })}>
          {t('children.add')}
        </FormButton>
      </div>
      {list.isPending ? (
        <p className={formStyles.status} role="status">
          {t('children.loading')}
        </p>
      ) : children.length === 0 ? (
        <p className={formStyles.status}>{t('children.empty')}</p>
      ) : (
        <div className={styles.accordion}>
          {children.map((child) => (
            <ChildPanel
              key={child.id}
              child={child}
              expanded={expanded === child.id}
              onToggle={() => setExpanded((open) => (open === child.id ? null : child.id))}
              onEdit={(loaded) => setView({ kind: 'edit', child: loaded })}
            />
          ))}
        </div>
      )}
    </div>
  );
}

interface ChildPanelProps {
  child: ProfileResponse;
  expanded: boolean;
  onToggle: () => void;
  onEdit: (child: ProfileResponse) => void;
}

/** One accordion panel (WAI-ARIA accordion: a heading's button controls its region). */
function ChildPanel({ child, expanded, onToggle, onEdit }: ChildPanelProps) {
  const buttonId = panelButtonId(child.id);
  const regionId = `child-panel-${child.id}`;
  return (
    <div className={styles.panel} data-expanded={expanded}>
      <h3 className={styles.panelHeading}>
        <button id={buttonId} type="button" className={styles.panelButton} aria-expanded={expanded} aria-controls={regionId} onClick={onToggle}>
          <span>{[child.firstName, child.middleName, child.lastName].filter(Boolean).join(' ')}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h3>
      <div id={regionId} role="region" aria-labelledby={buttonId} className={styles.region} hidden={!expanded}>
        {/* spec/01 2.6: expanding a panel loads that profile. */}
        {expanded && <ChildDetails id={child.id} onEdit={onEdit} />}
      </div>
    </div>
  );
}

function ChildDetails({ id, onEdit }: { id: string; onEdit: (child: ProfileResponse) => void }) {
  const { t } = useTranslation('profile');
  const format = useFormats();
  const child = useProfile(id);
  if (child.isPending) {
    return (
      <p className={formStyles.status} role="status">
        {t('children.loading')}
      </p>
    );
  }
  if (child.isError) {
    return (
      <p className={formStyles.problem} role="alert">
        {t('profile.notFound')}
      </p>
    );
  }
  const data = child.data;
  const address = data.homeAddress;
  const state = address ? (stateName(address.state) ?? address.state) : '';
  const rows: [string, string][] = [
    [t('fields.birthDate'), data.birthDate ? format.isoDate(data.birthDate) : ''],
    [t('fields.gender'), data.gender === 1 ? t('options.male') : data.gender === 2 ? t('options.female') : ''],
    [t('fields.suffix'), data.suffix || t('options.none')],
    [t('profile.groups.address'), address ? `${address.addressLine}, ${address.city}, ${state} ${address.zip}` : ''],
    [t('children.consent'), t(data.consentStatus === 1 ? 'children.consentGiven' : 'children.consentMissing')],
  ];
  return (
    <>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <FormButton onClick={() => onEdit(data)}>{t('children.edit')}</FormButton>
    </>
  );
}

