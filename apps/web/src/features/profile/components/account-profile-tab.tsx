import { exhaustiveMap, profileSchema, SUFFIXES, SUPPORT_CONTACT, US_STATES, ZIP_DIGITS, type Profile, type ProfileResponse } from '@labstore/domain';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { get, useForm, useWatch, type FieldError, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cleanedOnChange, keepDigits } from '../../../components/ui/cleaned-input';
import { shownError } from '../../../components/ui/field-ids';
import { FormButton, LockIcon, SelectField, SelectOptions, SubmitButton, TextField } from '../../../components/ui/form-controls';
import { ApiError } from '../../../lib/api-error';
import { openDialog } from '../../../lib/dialogs';
import { domainResolver } from '../../../lib/domain-resolver';
import { switchSiteLanguage } from '../../../lib/i18n';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { notify } from '../../../lib/notifications';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { toProfileFormValues, toProfileUpdateBody, zipStateNotice, type ProfileFormValues } from '../profile-form';
import { fieldMode, isManager, profileRights, type AccountRoles, type ProfileField, type ProfileRights } from '../profile-rights';
import { todayInputValue, toNumberOrNull } from './control-values';
import { OnThisPhonePanel } from './on-this-phone-panel';
import styles from './form-layout.module.css';

// spec/01 2.6 Account Profile tab, 4 Profile update, 5 Profile (adult).

/** Another account's profile, opened by an administrator on the dashboard's Users tab (spec/03 2). */
export interface ManagedProfile {
  /** Read mode's buttons in place of the account's own Change Password and Change Email (spec/03 2: the MFA and Non Transactional Emails toggles, Change Email). */
  actions: ReactNode;
  /** What is said when the profile is gone (spec/03 8: '{email} no longer exist.'). */
  missingMessage: string;
  /** After a saved update; the administrator's own site language stays as it is. */
  onSaved: () => void;
}

interface AccountProfileTabProps {
  profileId: string | null;
  roles: AccountRoles;
  managed?: ManagedProfile;
}

export function AccountProfileTab(props: AccountProfileTabProps) {
  // Issue 18: a customer's documents kept on this phone; an administrator's
  // session (or one acting for a customer) keeps none.
  return (
    <>
      <ProfileTabContent {...props} />
      {!isManager(props.roles) && <OnThisPhonePanel />}
    </>
  );
}

function ProfileTabContent({ profileId, roles, managed }: AccountProfileTabProps) {
  const { t } = useTranslation('profile');
  const profile = useProfile(profileId);
  const { isAdmin, isQuasiAdmin } = roles;
  const rights = useMemo(() => profileRights({ isAdmin, isQuasiAdmin }), [isAdmin, isQuasiAdmin]);

  if (!profileId) return <p className={styles.status}>{t('profile.noProfile')}</p>;
  if (profile.isPending) {
    return (
      <p className={styles.status} role="status">
        {t('profile.loading')}
      </p>
    );
  }
  if (profile.isError) {
    // A profile that is not the caller's answers 404 (docs/api-accounts.md):
    // say so, and show nothing else.
    const notFound = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <p className={styles.problem} role="alert">
        {notFound && managed ? managed.missingMessage : t(notFound ? 'profile.notFound' : 'profile.failed')}
      </p>
    );
  }
  return <ProfileForm profile={profile.data} rights={rights} managed={managed} />;
}

/** Where each field lives in the form's values. */
const FORM_PATH = exhaustiveMap<Record<ProfileField, Path<ProfileFormValues>>>({
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
  suffix: 'suffix',
  email: 'email',
  homePhone: 'homePhone',
  workPhone: 'workPhone',
  mobilePhone: 'mobilePhone',
  gender: 'gender',
  birthDate: 'birthDate',
  languagePreference: 'languagePreference',
  addressLine: 'homeAddress.addressLine',
  city: 'homeAddress.city',
  state: 'homeAddress.state',
  zip: 'homeAddress.zip',
});

/** spec/01 2.6: the fields marked '*'. */
const REQUIRED = new Set<ProfileField>([
  'firstName',
  'lastName',
  'email',
  'mobilePhone',
  'gender',
  'birthDate',
  'languagePreference',
  'addressLine',
  'city',
  'state',
  'zip',
]);

interface Option {
  value: string;
  label: string;
}

function ProfileForm({ profile, rights, managed }: { profile: ProfileResponse; rights: ProfileRights; managed: ManagedProfile | undefined }) {
  const { t } = useTranslation('profile');
  const messageText = useMessageText();
  const form = useForm<ProfileFormValues, unknown, Profile>({
    resolver: domainResolver<ProfileFormValues, Profile>(profileSchema),
    defaultValues: toProfileFormValues(profile),
    // spec/01 5: a message shows once its field has been touched and is invalid.
    mode: 'onTouched',
  });
  const [changing, setChanging] = useState(false);
  const update = useUpdateProfile();
  const editButton = useRef<HTMLButtonElement>(null);
  const shownMode = useRef(changing);

  // Entering change mode puts the focus on the first field that opened;
  // leaving it returns the focus to the button that started it.
  useEffect(() => {
    if (shownMode.current === changing) return;
    shownMode.current = changing;
    if (changing) {
      const first = PROFILE_ORDER.find((field) => rights.editable.has(field));
      if (first) form.setFocus(FORM_PATH.get(first));
    } else {
      editButton.current?.focus();
    }
  }, [changing, form, rights]);

  const leaveChangeMode = (values: ProfileFormValues) => {
    form.reset(values);
    setChanging(false);
  };

  const onSubmit = form.handleSubmit(async (parsed) => {
    const body = toProfileUpdateBody(profile, parsed, rights);
    // spec/01 5: the zip must belong to the state before anything is sent.
    const notice = zipStateNotice(body.homeAddress, rights);
    if (notice) {
      // The notice asks the customer to contact support: its button opens the message form (spec/02 2.9).
      notify({ message: messageText(notice) ?? notice, type: 'block', contact: true });
      return;
    }
    try {
      const saved = await update.mutateAsync(body);
      notify({ message: t('profile.updated'), type: 'success' });
      // spec/01 4: the saved language preference switches the site (one's own profile only).
      if (managed) managed.onSaved();
      else if (saved.languagePreference === 0 || saved.languagePreference === 1) switchSiteLanguage(saved.languagePreference);
      leaveChangeMode(toProfileFormValues(saved));
    } catch (error) {
      // The request is silent: one message, the spec's words over the server's.
      const detail = error instanceof ApiError ? messageText(error.message) : undefined;
      notify({ message: [t('profile.updateFailed'), detail].filter(Boolean).join('\n'), type: 'error' });
    }
  });

  const fields = { form, rights, changing };
  const suffixOptions: Option[] = SUFFIXES.map((suffix) => ({ value: suffix, label: suffix === 'None' ? t('options.none') : suffix }));
  const genderOptions: Option[] = [
    { value: '2', label: t('options.female') },
    { value: '1', label: t('options.male') },
  ];
  const languageOptions: Option[] = [
    { value: '0', label: t('options.english') },
    { value: '1', label: t('options.spanish') },
  ];
  const stateOptions: Option[] = US_STATES.map((state) => ({ value: state.code, label: state.name }));
  // The sentence names the support e-mail; it becomes a mailto link in the note.
  const [beforeEmail = '', afterEmail = ''] = t('profile.restricted', { email: SUPPORT_CONTACT.email }).split(SUPPORT_CONTACT.email);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('tabs.profile')}>
      {changing && rights.restricted.size > 0 && (
        <p className={styles.note}>
          <LockIcon />
          <span>
            {t('profile.restrictedNote')} {beforeEmail}
            <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
            {afterEmail}
          </span>
        </p>
      )}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('profile.groups.personal')}</legend>
        <TextControl {...fields} field="firstName" autoComplete="given-name" />
        <TextControl {...fields} field="middleName" autoComplete="additional-name" />
        <TextControl {...fields} field="lastName" autoComplete="family-name" />
        <SelectControl {...fields} field="suffix" options={suffixOptions} />
        <SelectControl {...fields} field="gender" options={genderOptions} numeric />
        <TextControl {...fields} field="birthDate" type="date" autoComplete="bday" max={todayInputValue()} />
        <SelectControl {...fields} field="languagePreference" options={languageOptions} numeric />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('profile.groups.contact')}</legend>
        <TextControl {...fields} field="email" type="email" autoComplete="email" wide />
        <TextControl {...fields} field="homePhone" type="tel" autoComplete="tel-national" dependsOn="mobilePhone" />
        <TextControl {...fields} field="workPhone" type="tel" autoComplete="tel-national" dependsOn="mobilePhone" />
        <TextControl {...fields} field="mobilePhone" type="tel" autoComplete="tel-national" />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('profile.groups.address')}</legend>
        <TextControl {...fields} field="addressLine" autoComplete="street-address" wide />
        <TextControl {...fields} field="city" autoComplete="address-level2" />
        <SelectControl {...fields} field="state" options={stateOptions} />
        <TextControl {...fields} field="zip" autoComplete="postal-code" inputMode="numeric" clean={keepDigits(ZIP_DIGITS)} />
      </fieldset>

      <div className={styles.actions}>
        {/* Distinct keys: React must not turn the clicked Edit button into the
            submit button in place, or the same click would submit the form. */}
        {changing ? (
          <>
            <SubmitButton key="update" pending={form.formState.isSubmitting}>
              {t('profile.update')}
            </SubmitButton>
            <FormButton key="cancel" onClick={() => leaveChangeMode(toProfileFormValues(profile))}>
              {t('profile.cancel')}
            </FormButton>
          </>
        ) : (
          <>
            <FormButton key="edit" ref={editButton} variant="primary" onClick={() => setChanging(true)}>
              {t('profile.edit')}
            </FormButton>
            {managed?.actions}
            {!managed && rights.canChangePassword && <FormButton onClick={() => openDialog('changePassword')}>{t('profile.changePassword')}</FormButton>}
            {!managed && rights.canChangeEmail && <FormButton onClick={() => openDialog('changeEmail')}>{t('profile.changeEmail')}</FormButton>}
          </>
        )}
      </div>
    </form>
  );
}

const PROFILE_ORDER: readonly ProfileField[] = [
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'gender',
  'birthDate',
  'languagePreference',
  'email',
  'homePhone',
  'workPhone',
  'mobilePhone',
  'addressLine',
  'city',
  'state',
  'zip',
];

interface ControlProps {
  form: UseFormReturn<ProfileFormValues, unknown, Profile>;
  rights: ProfileRights;
  changing: boolean;
  field: ProfileField;
  wide?: boolean;
}

/** The field's label, its state (editable, locked, read-only) and its message, shared by every control. */
function useFieldState({ form, rights, changing, field }: ControlProps) {
  const { t } = useTranslation('profile');
  const messageText = useMessageText();
  const path = FORM_PATH.get(field);
  const mode = fieldMode(rights, field, changing);
  const { errors, touchedFields, isSubmitted } = form.formState;
  const message = get<typeof errors, FieldError | undefined>(errors, path)?.message;
  return {
    path,
    mode,
    // spec/01 5: a message shows once its field has been touched and is invalid.
    error: messageText(shownError(message, { touched: Boolean(get(touchedFields, path)), submitted: isSubmitted })),
    chrome: {
      id: `profile-${field}`,
      label: t(`fields.${field}`),
      required: REQUIRED.has(field),
      lockedHint: mode === 'restricted' ? t('profile.restricted', { email: SUPPORT_CONTACT.email }) : undefined,
    },
    value: useWatch({ control: form.control, name: path }),
  };
}

interface TextControlProps extends ControlProps {
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
  max?: string;
  /** Another field whose rule reads this one (the "at least one phone" rule sits on the cell phone). */
  dependsOn?: Path<ProfileFormValues>;
  /** Cleans the text as it is typed or pasted (a zip keeps its digits). */
  clean?: (text: string) => string;
}

function TextControl(props: TextControlProps) {
  const { form, wide, type = 'text', autoComplete, inputMode, max, dependsOn, clean } = props;
  const state = useFieldState(props);
  if (state.mode !== 'editable') {
    return <TextField {...state.chrome} wide={wide} error={state.error} type={type} readOnly value={typeof state.value === 'string' ? state.value : ''} />;
  }
  const registration = form.register(state.path, dependsOn ? { deps: [dependsOn] } : undefined);
  return (
    <TextField
      {...state.chrome}
      wide={wide}
      error={state.error}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode ?? (type === 'tel' ? 'tel' : undefined)}
      max={max}
      {...(clean ? cleanedOnChange(registration, clean) : registration)}
    />
  );
}

interface SelectControlProps extends ControlProps {
  options: readonly Option[];
  /** The values are numbers (gender, language); '' stays "not chosen". */
  numeric?: boolean;
}

function SelectControl(props: SelectControlProps) {
  const { t } = useTranslation('profile');
  const { form, wide, options, numeric = false } = props;
  const state = useFieldState(props);
  if (state.mode !== 'editable') {
    // A select cannot be read-only; the chosen option is shown as text.
    const current = state.value === null || state.value === undefined ? '' : String(state.value);
    const display = options.find((option) => option.value === current)?.label ?? '';
    return <TextField {...state.chrome} wide={wide} error={state.error} readOnly value={display} />;
  }
  return (
    <SelectField {...state.chrome} wide={wide} error={state.error} {...form.register(state.path, numeric ? { setValueAs: toNumberOrNull } : undefined)}>
      <SelectOptions empty={t('options.choose')} emptyIsChoice={false} options={options} />
    </SelectField>
  );
}
