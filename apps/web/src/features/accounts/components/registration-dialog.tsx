import '../i18n';
import {
  capitalizeName,
  EMAIL_TAKEN_MESSAGE,
  isEmail,
  isForbiddenState,
  LANGUAGE_LABELS,
  REGISTRATION_MESSAGES,
  REGISTRATION_PASSWORD_SPECIALS,
  registrationSchema,
  restrictedStateNotice,
  SUFFIXES,
  todayCalendarDate,
  US_STATES,
  ZIP_DIGITS,
  type Registration,
} from '@labstore/domain';
import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cleanedOnBlur, cleanedOnChange, keepDigits } from '../../../components/ui/cleaned-input';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, FieldGroup, FormAlert, FormButton, PasswordField, RadioOption, SelectField, SubmitButton, TextField } from '../../../components/ui/form-controls';
import { ApiError } from '../../../lib/api-error';
import { closeDialog, openDialog, useDialogContext } from '../../../lib/dialogs';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { paths } from '../../../lib/paths';
import { checkEmail } from '../api/check-email';
import { useStateList } from '../api/get-state-list';
import { useRegister } from '../api/register';
import { birthdayChoices, reconcileBirthday } from '../birthday-options';
import {
  buildRegistrationPayload,
  readReferral,
  registrationFieldErrors,
  type RegistrationFormValues,
} from '../registration-payload';
import { showStackedNotice } from '../stacked-notice';
import { PasswordChecklist } from './password-checklist';
import styles from './dialog-layout.module.css';

type NameField = 'firstName' | 'middleName' | 'lastName';
type PhoneField = 'homePhone' | 'workPhone' | 'mobilePhone';
const TERMS_SLUG = 'terms-and-conditions';
const PRIVACY_SLUG = 'privacy-policy';

const readSessionStorage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/**
 * The domain's registration schema judges the payload the form builds, so
 * every message is the server's (spec/01 5); each lands on the control that
 * shows it. An address known to be taken (checkEmail on blur, or the
 * server's refusal) fails here too.
 */
function registrationResolver(takenEmail: { current: string | null }): Resolver<RegistrationFormValues, unknown, Registration> {
  return async (values) => {
    const result = registrationSchema.safeParse(buildRegistrationPayload(values, readReferral(readSessionStorage())));
    const fieldErrors = result.success ? {} : registrationFieldErrors(result.error.issues);
    if (!fieldErrors.email && takenEmail.current !== null && values.email.trim().toLowerCase() === takenEmail.current) {
      fieldErrors.email = EMAIL_TAKEN_MESSAGE;
    }
    const entries = Object.entries(fieldErrors);
    if (result.success && entries.length === 0) return { values: result.data, errors: {} };
    const errors: FieldErrors<RegistrationFormValues> = Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    );
    return { values: {}, errors };
  };
}

/** spec/01 2.4, 4, 5: User Registration. */
export default function RegistrationDialog() {
  const { t, i18n } = useTranslation(['accounts', 'common']);
  const message = useMessageText();
  const navigate = useNavigate();
  const context = useDialogContext('registration');
  // spec/01 2.4: the dropdown comes from the state list; offline, the same list from the domain package.
  const states = useStateList().data?.items ?? US_STATES;
  const today = useMemo(() => todayCalendarDate(), []);
  const takenEmail = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const checklistId = useId();
  const registration = useRegister();

  const form = useForm<RegistrationFormValues, unknown, Registration>({
    // eslint-disable-next-line react-hooks/refs -- react-hook-form calls these back on events, not during render; the rule cannot see through handleSubmit and resolvers
    resolver: registrationResolver(takenEmail),
    mode: 'onTouched',
    // Focus goes to the first message on screen, not the first field registered.
    shouldFocusError: false,
    defaultValues: {
      firstName: '',
      middleName: '',
      lastName: '',
      suffix: 'None',
      email: '',
      password: '',
      confirmPassword: '',
      gender: '',
      birthMonth: '',
      birthDay: '',
      birthYear: '',
      addressLine: '',
      city: '',
      state: '',
      zip: '',
      homePhone: '',
      workPhone: '',
      mobilePhone: '',
      languagePreference: i18n.language === 'es' ? '1' : '0',
      termsAndConditions: false,
    },
  });
  const { register, setValue, getValues, trigger, formState } = form;
  const errors = formState.errors;
  const [password, birthMonth, birthDay, birthYear] = useWatch({ control: form.control, name: ['password', 'birthMonth', 'birthDay', 'birthYear'] });
  const choices = birthdayChoices({ month: birthMonth, day: birthDay, year: birthYear }, today);

  /** spec/01 5: all three names are capitalised on the first letter. */
  const nameField = (name: NameField) => cleanedOnBlur(register(name), (text) => capitalizeName(text.trim()));

  /** spec/01 5: phones are digits only, 10 of them. */
  const phoneField = (name: PhoneField) =>
    cleanedOnChange(
      register(name, {
        onChange: () => {
          // One phone is enough: the mobile field's "add a number" message follows the other two.
          if (name !== 'mobilePhone' && formState.isSubmitted) void trigger('mobilePhone');
        },
      }),
      keepDigits(10),
    );

  /** spec/01 5: the day and month follow the year and month chosen. */
  const birthdayField = (name: 'birthMonth' | 'birthDay' | 'birthYear') =>
    register(name, {
      onChange: () => {
        const parts = { month: getValues('birthMonth'), day: getValues('birthDay'), year: getValues('birthYear') };
        const fixed = reconcileBirthday(parts, today);
        if (fixed.month !== parts.month) setValue('birthMonth', fixed.month);
        if (fixed.day !== parts.day) setValue('birthDay', fixed.day);
        if ((fixed.month && fixed.day && fixed.year) || formState.isSubmitted) void trigger('birthMonth');
      },
    });

  // eslint-disable-next-line react-hooks/refs -- react-hook-form calls these back on events, not during render; the rule cannot see through handleSubmit and resolvers
  const emailField = register('email', {
    // spec/01 5: a check on blur reports 'This email is already taken.'
    onBlur: async (event: { target: HTMLInputElement }) => {
      const email = event.target.value.trim();
      if (!isEmail(email)) return;
      const taken = await checkEmail(email).catch(() => undefined);
      if (taken === undefined) return;
      if (taken) takenEmail.current = email.toLowerCase();
      else if (takenEmail.current === email.toLowerCase()) takenEmail.current = null;
      void trigger('email');
    },
  });

  const stateField = register('state', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      // spec/01 4: choosing a forbidden state opens the notice and blocks registration.
      const notice = restrictedStateNotice(event.target.value, 'registration');
      if (notice) showStackedNotice(notice);
      if (getValues('zip').length === 5 || formState.isSubmitted) void trigger('zip');
    },
  });

  const zipField = cleanedOnChange(register('zip'), keepDigits(ZIP_DIGITS));

  const onValid = async (payload: Registration) => {
    setServerError(null);
    try {
      await registration.mutateAsync(payload);
    } catch (error) {
      const text = error instanceof ApiError ? error.message : t('common:errors.generic');
      // spec/01 8: a refusal naming the entered address means it is taken.
      if (text.toLowerCase().includes(payload.email.toLowerCase())) {
        takenEmail.current = payload.email.toLowerCase();
        void trigger('email', { shouldFocus: true });
      } else {
        setServerError(text);
      }
      return;
    }
    closeDialog();
    // spec/03 2: an administrator's Add New User stays on the dashboard (registering opens no session).
    if (context?.onRegistered) {
      context.onRegistered(payload.email);
      return;
    }
    await navigate(paths.home());
    openDialog('registrationSuccess');
  };

  const onInvalid = (invalid: FieldErrors<RegistrationFormValues>) => {
    const controls = Array.from(formRef.current?.elements ?? []);
    const first = controls.find((control): control is HTMLInputElement | HTMLSelectElement =>
      (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) && control.name in invalid,
    );
    first?.focus();
    const state = getValues('state');
    const notice = invalid.state && isForbiddenState(state) ? restrictedStateNotice(state, 'registration') : undefined;
    if (notice) showStackedNotice(notice);
  };

  const hasErrors = Object.keys(errors).length > 0;
  const newTab = <span className="visually-hidden"> {t('registration.newTab')}</span>;

  return (
    <Dialog open onClose={closeDialog} title={t('registration.title')}>
      {/* eslint-disable-next-line react-hooks/refs -- react-hook-form calls these back on events, not during render; the rule cannot see through handleSubmit and resolvers */}
      <form ref={formRef} className={styles.form} onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
        <p className={styles.intro}>{t('registration.intro')}</p>

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('registration.sections.personal')}</legend>
          <div className={styles.row}>
            <TextField label={t('registration.firstName')} autoComplete="given-name" error={message(errors.firstName?.message)} {...nameField('firstName')} />
            <TextField label={t('registration.middleName')} autoComplete="additional-name" error={message(errors.middleName?.message)} {...nameField('middleName')} />
          </div>
          <div className={`${styles.row} ${styles.rowNarrowLast}`}>
            <TextField label={t('registration.lastName')} autoComplete="family-name" error={message(errors.lastName?.message)} {...nameField('lastName')} />
            <SelectField label={t('registration.suffix')} autoComplete="honorific-suffix" {...register('suffix')}>
              {SUFFIXES.map((suffix) => (
                <option key={suffix} value={suffix}>
                  {suffix === 'None' ? t('registration.suffixNone') : suffix}
                </option>
              ))}
            </SelectField>
          </div>
          <FieldGroup legend={t('registration.gender')} error={message(errors.gender?.message)} className={styles.radios}>
            <RadioOption label={t('registration.female')} value="2" aria-invalid={errors.gender ? true : undefined} {...register('gender')} />
            <RadioOption label={t('registration.male')} value="1" aria-invalid={errors.gender ? true : undefined} {...register('gender')} />
          </FieldGroup>
          <FieldGroup legend={t('registration.birthday')} error={message(errors.birthMonth?.message)} className={styles.triple}>
            <SelectField label={<span className="visually-hidden">{t('registration.month')}</span>} autoComplete="bday-month" aria-invalid={errors.birthMonth ? true : undefined} {...birthdayField('birthMonth')}>
              <option value="">{t('registration.month')}</option>
              {choices.months.map((month) => (
                <option key={month} value={String(month)}>
                  {monthName(month, i18n.language)}
                </option>
              ))}
            </SelectField>
            <SelectField label={<span className="visually-hidden">{t('registration.day')}</span>} autoComplete="bday-day" {...birthdayField('birthDay')}>
              <option value="">{t('registration.day')}</option>
              {choices.days.map((day) => (
                <option key={day} value={String(day)}>
                  {day}
                </option>
              ))}
            </SelectField>
            <SelectField label={<span className="visually-hidden">{t('registration.year')}</span>} autoComplete="bday-year" {...birthdayField('birthYear')}>
              <option value="">{t('registration.year')}</option>
              {choices.years.map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </SelectField>
          </FieldGroup>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('registration.sections.account')}</legend>
          <TextField label={t('registration.email')} type="email" inputMode="email" autoComplete="email" error={message(errors.email?.message)} {...emailField} />
          <PasswordField
            label={t('registration.password')}
            autoComplete="new-password"
            maxLength={26}
            error={message(errors.password?.message)}
            describedByExtra={checklistId}
            {...register('password', { deps: formState.isSubmitted || formState.touchedFields.confirmPassword ? ['confirmPassword'] : [] })}
          />
          <PasswordChecklist id={checklistId} password={password} specials={REGISTRATION_PASSWORD_SPECIALS} />
          <PasswordField label={t('registration.confirmPassword')} autoComplete="new-password" maxLength={26} error={message(errors.confirmPassword?.message)} {...register('confirmPassword')} />
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('registration.sections.address')}</legend>
          <TextField label={t('registration.addressLine')} autoComplete="address-line1" error={message(errors.addressLine?.message)} {...register('addressLine')} />
          <TextField label={t('registration.city')} autoComplete="address-level2" error={message(errors.city?.message)} {...register('city')} />
          <div className={`${styles.row} ${styles.rowNarrowLast}`}>
            <SelectField label={t('registration.state')} autoComplete="address-level1" error={message(errors.state?.message)} {...stateField}>
              <option value="">{t('registration.stateChoose')}</option>
              {states.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </SelectField>
            <TextField label={t('registration.zip')} inputMode="numeric" autoComplete="postal-code" error={message(errors.zip?.message)} {...zipField} />
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('registration.sections.contact')}</legend>
          <p className={styles.sectionHint}>{t('registration.phoneHint')}</p>
          <div className={styles.row}>
            <TextField label={t('registration.mobilePhone')} type="tel" inputMode="tel" autoComplete="tel-national" error={message(errors.mobilePhone?.message)} {...phoneField('mobilePhone')} />
            <TextField label={t('registration.homePhone')} type="tel" inputMode="tel" error={message(errors.homePhone?.message)} {...phoneField('homePhone')} />
            <TextField label={t('registration.workPhone')} type="tel" inputMode="tel" error={message(errors.workPhone?.message)} {...phoneField('workPhone')} />
          </div>
          <SelectField label={t('registration.language')} {...register('languagePreference')}>
            <option value="0">{LANGUAGE_LABELS[0]}</option>
            <option value="1">{LANGUAGE_LABELS[1]}</option>
          </SelectField>
        </fieldset>

        <CheckboxField
          label={
            <>
              {t('registration.termsBefore')}
              <a href={`/${TERMS_SLUG}`} target="_blank" rel="noopener">
                {t('registration.terms')}
                {newTab}
              </a>
              {t('registration.termsBetween')}
              <a href={`/${PRIVACY_SLUG}`} target="_blank" rel="noopener">
                {t('registration.privacy')}
                {newTab}
              </a>
              {t('registration.termsAfter')}
            </>
          }
          error={message(errors.termsAndConditions?.message)}
          {...register('termsAndConditions')}
        />

        {serverError && <FormAlert>{message(serverError)}</FormAlert>}
        {formState.isSubmitted && hasErrors && <FormAlert>{message(REGISTRATION_MESSAGES.fixErrors)}</FormAlert>}

        <SubmitButton pending={formState.isSubmitting}>{t('registration.register')}</SubmitButton>
        <div className={styles.divider}>
          <p>{t('registration.haveAccount')}</p>
          <FormButton
            onClick={() => {
              closeDialog();
              window.setTimeout(() => openDialog('login'), 1);
            }}
          >
            {t('registration.login')}
          </FormButton>
        </div>
      </form>
    </Dialog>
  );
}

function monthName(month: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
}

