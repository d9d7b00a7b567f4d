import { passwordChecklist, type PasswordRule } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import styles from './dialog-layout.module.css';

const RULES: readonly PasswordRule[] = ['number', 'capital', 'small', 'special', 'length'];

interface PasswordChecklistProps {
  id: string;
  password: string;
  /** The special characters this form accepts (registration has more than reset and change). */
  specials: string;
  title?: string;
}

/**
 * spec/01 2.4, 2.5, 5: the live checklist of rules met and unmet. The
 * password field points at it with aria-describedby, so a screen reader
 * hears the rules and their state on focus instead of at every keystroke.
 */
export function PasswordChecklist({ id, password, specials, title }: PasswordChecklistProps) {
  const { t } = useTranslation('accounts');
  const met = passwordChecklist(password, specials);
  return (
    <div id={id} className={styles.checklist}>
      <p className={styles.checklistTitle}>{title ?? t('checklist.title')}</p>
      <ul className={styles.rules}>
        {RULES.map((rule) => (
          <li key={rule} className={styles.rule} data-met={met[rule]}>
            {met[rule] ? <CheckIcon /> : <DotIcon />}
            <span>
              {t(`checklist.${rule}`, { specials })}
              <span className="visually-hidden"> ({t(met[rule] ? 'checklist.met' : 'checklist.unmet')})</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const CheckIcon = () => (
  <svg className={styles.ruleIcon} viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

const DotIcon = () => (
  <svg className={styles.ruleIcon} viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="5" />
  </svg>
);
