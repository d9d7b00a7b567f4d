import '../../lib/messages/forms-namespace';
import { useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, useFieldIds, type FieldIds } from './field-ids';
import { formButtonClasses } from './form-button-classes';
import styles from './form.module.css';

// The store's one form kit (DESIGN.md Web app): every control has a visible
// label; its hint, tooltip and message sit under it and are tied to it
// (aria-describedby, aria-invalid); a message is already in the site's
// language when it gets here (lib/messages). Controls take react-hook-form's
// register() props as they are.

export interface FieldChrome {
  label: ReactNode;
  /** Already in the site's language; absent while nothing is wrong or it is not to be shown yet. */
  error?: string | undefined;
  hint?: ReactNode;
  /** spec/01 2.6: the '*' after a required field's label. */
  required?: boolean;
  /** A locked field: a lock beside the label and this tooltip, shown on hover and on focus (spec/01 2.6). */
  lockedHint?: string | undefined;
  /** Spans every column of a two-column group. */
  wide?: boolean;
  /** Ids of other elements about the control (a password's checklist). */
  describedByExtra?: string | undefined;
}

interface FieldFrameProps extends Omit<FieldChrome, 'describedByExtra'> {
  ids: FieldIds;
  children: ReactNode;
}

/** The label, the control the caller renders, then tooltip, hint and message. */
function FieldFrame({ ids, label, error, hint, required = false, lockedHint, wide = false, children }: FieldFrameProps) {
  const { t } = useTranslation('forms');
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field} data-locked={lockedHint ? true : undefined}>
      <label className={styles.label} htmlFor={ids.controlId}>
        {label}
        {required && (
          <span className={styles.required}>
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({t('controls.required')})</span>
          </span>
        )}
        {lockedHint && (
          <>
            <LockIcon className={styles.lock} />
            <span className="visually-hidden"> ({t('controls.locked')})</span>
          </>
        )}
      </label>
      {children}
      {lockedHint && (
        <span id={ids.tooltipId} role="tooltip" className={styles.tooltip}>
          {lockedHint}
        </span>
      )}
      {hint !== undefined && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes a control of the kit carries. */
function controlAria(ids: FieldIds, { error, hint, lockedHint, describedByExtra, required }: FieldChrome) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy(ids, { hint: hint !== undefined, tooltip: Boolean(lockedHint), error: Boolean(error), extra: describedByExtra }),
  } as const;
}

type TextFieldProps = FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, hint, required, lockedHint, wide, describedByExtra, id, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  const chrome = { label, error, hint, required, lockedHint, wide };
  return (
    <FieldFrame ids={ids} {...chrome}>
      <input
        id={ids.controlId}
        className={className ? `${styles.control} ${className}` : styles.control}
        aria-readonly={input.readOnly ? true : undefined}
        {...controlAria(ids, { ...chrome, describedByExtra })}
        {...input}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/** Several lines of text (a message to support). */
export function TextAreaField({ label, error, hint, required, lockedHint, wide, describedByExtra, id, className, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  const chrome = { label, error, hint, required, lockedHint, wide };
  return (
    <FieldFrame ids={ids} {...chrome}>
      <textarea
        id={ids.controlId}
        className={className ? `${styles.control} ${styles.textarea} ${className}` : `${styles.control} ${styles.textarea}`}
        {...controlAria(ids, { ...chrome, describedByExtra })}
        {...textarea}
      />
    </FieldFrame>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password with its show/hide toggle (spec/01 2.3, 2.5). */
export function PasswordField({ label, error, hint, required, lockedHint, wide, describedByExtra, id, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('forms');
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(id);
  const chrome = { label, error, hint, required, lockedHint, wide };
  return (
    <FieldFrame ids={ids} {...chrome}>
      <div className={styles.password}>
        <input
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          className={styles.control}
          spellCheck={false}
          autoCapitalize="none"
          {...controlAria(ids, { ...chrome, describedByExtra })}
          {...input}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-controls={ids.controlId}
          aria-pressed={visible}
          aria-label={t('controls.showPassword')}
          title={t(visible ? 'controls.hidePassword' : 'controls.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldFrame>
  );
}

type SelectFieldProps = FieldChrome & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; children: ReactNode };

export function SelectField({ label, error, hint, required, lockedHint, wide, describedByExtra, id, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id);
  const chrome = { label, error, hint, required, lockedHint, wide };
  return (
    <FieldFrame ids={ids} {...chrome}>
      <select id={ids.controlId} className={styles.control} {...controlAria(ids, { ...chrome, describedByExtra })} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A select's choices after its empty one: a prompt ('Choose') when a choice is required, a real 'none' otherwise. */
export function SelectOptions({ empty, emptyIsChoice, options }: { empty: string; emptyIsChoice: boolean; options: ReadonlyArray<{ value: string | number; label: string }> }) {
  return (
    <>
      <option value="" disabled={!emptyIsChoice}>
        {empty}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

type CheckboxFieldProps = { label: ReactNode; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function CheckboxField({ label, error, id, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={styles.checkbox}>
      <input id={ids.controlId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy(ids, { error: Boolean(error) })} {...input} />
      <label htmlFor={ids.controlId}>{label}</label>
      {error && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type RadioOptionProps = { label: ReactNode } & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** One choice of a radio group (inside a FieldGroup, which words its legend and message). */
export function RadioOption({ label, ...input }: RadioOptionProps) {
  return (
    <label className={styles.radio}>
      <input type="radio" {...input} />
      {label}
    </label>
  );
}

interface FieldGroupProps {
  legend: ReactNode;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** Several controls under one legend and one message: a birthday's three selects, a choice of radios. */
export function FieldGroup({ legend, error, className, children }: FieldGroupProps) {
  const ids = useFieldIds();
  return (
    <fieldset className={styles.group} aria-describedby={describedBy(ids, { error: Boolean(error) })}>
      <legend className={styles.label}>{legend}</legend>
      <div className={className}>{children}</div>
      {error && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
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

type FormButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement>; variant?: 'primary' | 'secondary' };

/** A form's button in the kit's look; type="button" unless told. */
export function FormButton({ variant = 'secondary', className, type = 'button', ...button }: FormButtonProps) {
  const look = formButtonClasses[variant];
  return <button type={type} className={className ? `${look} ${className}` : look} {...button} />;
}

/** A turning ring beside a word that says what is under way (decorative: the words are read). */
export const Spinner = () => <span className={styles.spinner} aria-hidden="true" />;

type SubmitButtonProps = Omit<FormButtonProps, 'type' | 'variant'> & { pending: boolean };

/**
 * The form's submit button. While its request runs (pending) it cannot be
 * pressed again, turns a ring and says so to a screen reader (aria-busy),
 * keeping its name.
 */
export function SubmitButton({ pending, disabled, children, ...button }: SubmitButtonProps) {
  return (
    <FormButton variant="primary" type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...button}>
      {pending && <Spinner />}
      {children}
    </FormButton>
  );
}

export function LockIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

const EyeIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

const EyeOffIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </svg>
);
