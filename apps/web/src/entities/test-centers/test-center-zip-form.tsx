import './i18n';
import { testCenterZipSchema, ZIP_DIGITS } from '@labstore/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keepDigits } from '../../components/ui/cleaned-input';
import { SubmitButton, TextField } from '../../components/ui/form-controls';
import styles from './test-center-zip-form.module.css';

// spec/02 2.6, 2.11, 5: the test center search's zip form, on the finder page
// and in the cart's card. Numeric keyboard; typed or pasted text keeps its
// digits only ('46204-1234' gives 46204); the rule and its message are the
// domain's, as the API's.

interface TestCenterZipFormProps {
  /** The zip to start from (the one searched, or the profile's); the parent remounts the form (key) when it changes. */
  initialZip?: string | undefined;
  onSearch: (zip: string) => void;
  pending?: boolean;
  /** Lays the field and the button on one line (the finder page) or stacked (the cart card). */
  layout?: 'inline' | 'stacked';
}

const digitsOf = keepDigits(ZIP_DIGITS);

export function TestCenterZipForm({ initialZip = '', onSearch, pending = false, layout = 'inline' }: TestCenterZipFormProps) {
  const { t } = useTranslation('testCenters');
  const [zip, setZip] = useState(initialZip);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = testCenterZipSchema.safeParse(zip);
    setInvalid(!parsed.success);
    if (parsed.success) onSearch(parsed.data);
  };

  return (
    <form className={layout === 'inline' ? styles.inline : styles.stacked} onSubmit={submit} noValidate role="search" aria-label={t('zip.form')}>
      <TextField
        label={t('zip.label')}
        name="zip"
        value={zip}
        onChange={(event) => {
          setZip(digitsOf(event.target.value));
          setInvalid(false);
        }}
        inputMode="numeric"
        autoComplete="postal-code"
        pattern="[0-9]*"
        required
        error={invalid ? t('zip.invalid') : undefined}
        className={styles.zip}
      />
      <SubmitButton pending={pending} className={styles.search}>
        {t('zip.search')}
      </SubmitButton>
    </form>
  );
}
