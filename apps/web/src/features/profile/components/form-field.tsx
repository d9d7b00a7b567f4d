import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';

// One labelled form field: label (with the spec's '*' for required fields),
// its control, an optional tooltip and the field's message. The control is
// rendered by the caller with the ids given to it, so inputs, selects and
// read-only displays share one layout and one way of being described.

export interface FieldIds {
  id: string;
  /** aria-describedby for the control; undefined when nothing describes it. */
  describedBy: string | undefined;
  invalid: boolean;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** A locked field: a lock beside the label and this tooltip, shown on hover and on focus. */
  lockedHint?: string;
  /** The field's message, already decided to be shown. */
  error?: string;
  wide?: boolean;
  children: (ids: FieldIds) => ReactNode;
}

export function FormField({ id, label, required = false, lockedHint, error, wide = false, children }: FormFieldProps) {
  const { t } = useTranslation('profile');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [lockedHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`} data-locked={lockedHint ? true : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required}>
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({t('profile.required')})</span>
          </span>
        )}
        {lockedHint && (
          <>
            <LockIcon className={styles.lock} />
            <span className="visually-hidden"> ({t('profile.locked')})</span>
          </>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {lockedHint && (
        <span id={hintId} role="tooltip" className={styles.tooltip}>
          {lockedHint}
        </span>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function LockIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
