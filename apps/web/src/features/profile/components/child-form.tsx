import { childProfileSchema, SUFFIXES, US_STATES, ZIP_DIGITS, type ChildProfile, type ProfileResponse } from '@labstore/domain';
import { useEffect, useRef } from 'react';
import { get, useForm, useWatch, type FieldError, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cleanedOnChange, keepDigits } from '../../../components/ui/cleaned-input';
import { shownError } from '../../../components/ui/field-ids';
import { FormButton, SelectField, SelectOptions, SubmitButton, TextField } from '../../../components/ui/form-controls';
import { ApiError } from '../../../lib/api-error';
import { domainResolver } from '../../../lib/domain-resolver';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { notify } from '../../../lib/notifications';
import { useCreateChildProfile } from '../api/create-child-profile';
import { useUpdateChildProfile } from '../api/update-child-profile';
import { toChildProfileBody, type ChildFormValues } from '../profile-form';
import { todayInputValue, toNumberOrNull } from './control-values';
import styles from './form-layout.module.css';

// spec/01 2.6 Children/Minors: the add and edit form; spec/01 5 Child form:
// every field required, the middle name included; Save disabled while invalid.

interface ChildFormProps {
  /** The child being edited; absent when adding one. */
  child?: ProfileResponse;
  initial: ChildFormValues;
  /** Back to the list, with the saved child when there is one. */
  onDone: (saved?: ProfileResponse) => void;
}

const CHILD_SUFFIXES = SUFFIXES.filter((suffix) => suffix !== 'None');

export function ChildForm({ child, initial, onDone }: ChildFormProps) {
  const { t } = useTranslation('profile');
  const messageText = useMessageText();
  const form = useForm<ChildFormValues, unknown, ChildProfile>({
    resolver: domainResolver<ChildFormValues, ChildProfile>(childProfileSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const create = useCreateChildProfile();
  const update = useUpdateChildProfile();
  const heading = useRef<HTMLHeadingElement>(null);
  const consent = useWatch({ control: form.control, name: 'consentStatus' });
  const { isValid, isSubmitting } = form.formState;

  // The view changed under the user: tell where they are now.
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = form.handleSubmit(async (parsed) => {
    try {
      const saved = child
        ? await update.mutateAsync(toChildProfileBody(parsed, child.id))
        : await create.mutateAsync(toChildProfileBody(parsed));
      notify({ message: t(child ? 'children.updated' : 'children.added'), type: 'success' });
      onDone(saved);
    } catch (error) {
      const detail = error instanceof ApiError ? messageText(error.message) : undefined;
      notify({ message: [t('children.failed'), detail].filter(Boolean).join('\n'), type: 'error' });
    }
  });

  const title = child ? t('children.editTitle', { name: `${child.firstName} ${child.lastName}` }) : t('children.addTitle');
  const fields = { form };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="child-form-title">
      <h3 id="child-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('profile.groups.personal')}</legend>
        <ChildText {...fields} name="firstName" label={t('fields.firstName')} autoComplete="off" />
        <ChildText {...fields} name="middleName" label={t('fields.middleName')} autoComplete="off" />
        <ChildText {...fields} name="lastName" label={t('fields.lastName')} autoComplete="off" />
        <ChildSelect
          {...fields}
          name="suffix"
          label={t('fields.suffix')}
          optional
          options={CHILD_SUFFIXES.map((suffix) => ({ value: suffix, label: suffix }))}
          setValueAs={(value) => (value === '' ? undefined : value)}
        />
        <ChildSelect
          {...fields}
          name="gender"
          label={t('fields.gender')}
          options={[
            { value: '2', label: t('options.female') },
            { value: '1', label: t('options.male') },
          ]}
          setValueAs={toNumberOrNull}
        />
        <ChildText {...fields} name="birthDate" label={t('fields.birthDate')} type="date" max={todayInputValue()} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('profile.groups.address')}</legend>
        <ChildText {...fields} name="homeAddress.addressLine" label={t('fields.addressLine')} autoComplete="street-address" wide />
        <ChildText {...fields} name="homeAddress.city" label={t('fields.city')} autoComplete="address-level2" />
        <ChildSelect
          {...fields}
          name="homeAddress.state"
          label={t('fields.state')}
          options={US_STATES.map((state) => ({ value: state.code, label: state.name }))}
        />
        <ChildText {...fields} name="homeAddress.zip" label={t('fields.zip')} autoComplete="postal-code" inputMode="numeric" clean={keepDigits(ZIP_DIGITS)} />
      </fieldset>
      <div className={styles.actions}>
        {/* spec/01 2.6: toggles consentStatus between 0 and 1. */}
        <FormButton
          variant={consent === 1 ? 'primary' : 'secondary'}
          aria-pressed={consent === 1}
          onClick={() => form.setValue('consentStatus', consent === 1 ? 0 : 1, { shouldDirty: true, shouldValidate: true })}
        >
          {t('children.consent')}
        </FormButton>
        <span className={styles.status}>{t(consent === 1 ? 'children.consentGiven' : 'children.consentMissing')}</span>
      </div>
      <div className={styles.actions}>
        <SubmitButton pending={isSubmitting} disabled={!isValid}>
          {t('children.save')}
        </SubmitButton>
        <FormButton onClick={() => onDone()}>{t('children.cancel')}</FormButton>
      </div>
    </form>
  );
}

interface ChildControlProps {
  form: UseFormReturn<ChildFormValues, unknown, ChildProfile>;
  name: Path<ChildFormValues>;
  label: string;
  wide?: boolean;
  /** Every child field is required but the suffix. */
  optional?: boolean;
}

function useChildFieldError(form: ChildControlProps['form'], name: Path<ChildFormValues>): string | undefined {
  const messageText = useMessageText();
  const { errors, touchedFields, isSubmitted } = form.formState;
  const message = get<typeof errors, FieldError | undefined>(errors, name)?.message;
  return messageText(shownError(message, { touched: Boolean(get(touchedFields, name)), submitted: isSubmitted }));
}

const fieldId = (name: string) => `child-${name.replace('.', '-')}`;

function ChildText({
  form,
  name,
  label,
  wide,
  optional = false,
  type = 'text',
  autoComplete,
  inputMode,
  max,
  clean,
}: ChildControlProps & { type?: 'text' | 'date'; autoComplete?: string; inputMode?: 'numeric'; max?: string; clean?: (text: string) => string }) {
  const error = useChildFieldError(form, name);
  const registration = form.register(name);
  return (
    <TextField
      id={fieldId(name)}
      label={label}
      required={!optional}
      error={error}
      wide={wide}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      max={max}
      {...(clean ? cleanedOnChange(registration, clean) : registration)}
    />
  );
}

function ChildSelect({
  form,
  name,
  label,
  wide,
  optional = false,
  options,
  setValueAs,
}: ChildControlProps & { options: readonly { value: string; label: string }[]; setValueAs?: (value: string) => unknown }) {
  const { t } = useTranslation('profile');
  const error = useChildFieldError(form, name);
  return (
    <SelectField id={fieldId(name)} label={label} required={!optional} error={error} wide={wide} {...form.register(name, setValueAs ? { setValueAs } : undefined)}>
      <SelectOptions empty={optional ? t('options.none') : t('options.choose')} emptyIsChoice={optional} options={options} />
    </SelectField>
  );
}
