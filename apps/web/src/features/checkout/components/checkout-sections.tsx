import '../i18n';
import type { ProfileResponse } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FormButton } from '../../../components/ui/form-controls';
import { openDialog } from '../../../lib/dialogs';
import { useFormats } from '../../../lib/formats';
import { paths } from '../../../lib/paths';
import type { CheckoutBoxes } from '../checkout-gate';
import styles from './checkout.module.css';

type BoxChange = (patch: Partial<CheckoutBoxes>) => void;

function fullName(profile: ProfileResponse): string {
  return [profile.firstName, profile.middleName, profile.lastName, profile.suffix].filter((part) => part.trim() !== '').join(' ');
}

/** spec/02 2.7 section 1: who the order is for, and the box saying it is for the customer alone. */
export function AccountVerification({ profile, boxes, onChange }: { profile: ProfileResponse | undefined; boxes: CheckoutBoxes; onChange: BoxChange }) {
  const { t } = useTranslation('checkout');
  const format = useFormats();
  return (
    <section className={styles.card} aria-labelledby="checkout-verification">
      <h2 id="checkout-verification" className={styles.heading}>
        {t('verification.heading')}
      </h2>
      {profile ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('verification.fullName')}</dt>
            <dd>{fullName(profile)}</dd>
          </div>
          <div>
            <dt>{t('verification.birthDate')}</dt>
            <dd>{format.isoDate(profile.birthDate)}</dd>
          </div>
          <div>
            <dt>{t('verification.gender')}</dt>
            <dd>{t(`verification.genders.${profile.gender}`)}</dd>
          </div>
        </dl>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
      <CheckboxField label={t('verification.forMyself')} checked={boxes.verified} disabled={!profile} onChange={(event) => onChange({ verified: event.target.checked })} />
    </section>
  );
}

/** spec/02 2.7 section 3: two consent boxes linking to the legal pages, and who approves and reviews orders. */
export function ConsentForService({ boxes, onChange }: { boxes: CheckoutBoxes; onChange: BoxChange }) {
  const { t } = useTranslation('checkout');
  return (
    <section className={styles.card} aria-labelledby="checkout-consent">
      <h2 id="checkout-consent" className={styles.heading}>
        {t('consent.heading')}
      </h2>
      <CheckboxField
        checked={boxes.termsConsent}
        onChange={(event) => onChange({ termsConsent: event.target.checked })}
        label={
          <>
            {t('consent.termsBefore')}
            <LegalLink slug="terms-and-conditions">{t('consent.terms')}</LegalLink>
            {t('consent.and')}
            <LegalLink slug="privacy-policy">{t('consent.privacy')}</LegalLink>.
          </>
        }
      />
      <CheckboxField
        checked={boxes.oversightConsent}
        onChange={(event) => onChange({ oversightConsent: event.target.checked })}
        label={
          <>
            {t('consent.oversightBefore')}
            {/* The terms' physician oversight section is where these terms are written. */}
            <LegalLink slug="terms-and-conditions">{t('consent.oversight')}</LegalLink>.
          </>
        }
      />
      <p className={styles.note}>{t('consent.note')}</p>
    </section>
  );
}

/** A legal page opens in a new tab: checkout and its ticked boxes stay as they are. */
function LegalLink({ slug, children }: { slug: string; children: string }) {
  return (
    <Link {...paths.contentPage(slug)} target="_blank" rel="noopener">
      {children}
    </Link>
  );
}

/** spec/02 2.7: the payment provider's trust note, the "Buy with confidence" panel, and the help widget. */
export function TrustPanel() {
  const { t } = useTranslation('checkout');
  return (
    <section className={`${styles.card} ${styles.trust}`} aria-labelledby="checkout-trust">
      <p className={styles.note}>{t('trust.note')}</p>
      <h2 id="checkout-trust" className={styles.heading}>
        {t('trust.heading')}
      </h2>
      <ul className={styles.trustList}>
        <li>{t('trust.points.secure')}</li>
        <li>{t('trust.points.physician')}</li>
        <li>{t('trust.points.labs')}</li>
        <li>{t('trust.points.support')}</li>
      </ul>
      <FormButton onClick={() => openDialog('support')} aria-haspopup="dialog">
        {t('trust.help')}
      </FormButton>
    </section>
  );
}
