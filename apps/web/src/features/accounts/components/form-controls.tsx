import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';

// Labelled controls of the account dialogs: every control has a visible
// label, its message is tied to it (aria-describedby, aria-invalid), and a
// message appears under the field it is about (DESIGN.md Web app).

interface FieldChrome {
  label: ReactNode;
  /** Already in the site's language. */
  error?: string | undefined;
  hint?: ReactNode;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(' ') : undefined;
}

function FieldMessages({ hintId, errorId, hint, error }: { hintId: string; errorId: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

/** The ids a labelled control and its hint and error messages point at each other with. */
function useFieldIds(id: string | undefined) {
  const ownId = useId();
  const controlId = id ?? ownId;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

type TextFieldProps = FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; describedByExtra?: string };

export function TextField({ label, error, hint, id, describedByExtra, ...input }: TextFieldProps) {
  const { controlId: inputId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error && errorId, describedByExtra)}
        {...input}
      />
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password with its show/hide toggle (spec/01 2.3, 2.5). */
export function PasswordField({ label, error, hint, id, describedByExtra, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('accounts');
  const [visible, setVisible] = useState(false);
  const { controlId: inputId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.password}>
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={styles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint !== undefined && hintId, error && errorId, describedByExtra)}
          spellCheck={false}
          autoCapitalize="none"
          {...input}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={t('fields.showPassword')}
          title={t(visible ? 'fields.hidePassword' : 'fields.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

type SelectFieldProps = FieldChrome & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; children: ReactNode };

export function SelectField({ label, error, hint, id, children, ...select }: SelectFieldProps) {
  const { controlId: selectId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
        {...select}
      >
        {children}
      </select>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

type CheckboxFieldProps = { label: ReactNode; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function CheckboxField({ label, error, id, ...input }: CheckboxFieldProps) {
  const { controlId: inputId, errorId } = useFieldIds(id);
  return (
    <div className={styles.checkbox}>
      <input id={inputId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      <label htmlFor={inputId}>{label}</label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A message about the whole form (a refused sign-in, a server refusal), read out when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert">
      {children}
    </div>
  );
}

export const EyeIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const EyeOffIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </svg>
);
