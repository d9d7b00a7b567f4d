import '../../../entities/test-centers/i18n';
import type { TestCenter } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CenterHours } from '../../../entities/test-centers/center-hours';
import { TestCenterZipForm } from '../../../entities/test-centers/test-center-zip-form';
import { paths } from '../../../lib/paths';
import { formatMiles, fullAddress, mapsLink, telLink } from '../../../entities/test-centers/display';
import { useProfileZip } from '../../../entities/test-centers/profile-zip';
import { rememberSearchedZip, useSearchedZip } from '../../../entities/test-centers/searched-zip';
import { useTestCenters } from '../../../entities/test-centers/test-centers-api';
import styles from './nearest-test-center.module.css';

// spec/02 2.6: the cart's "Nearest Approved Test Center" card, from the
// same call as the finder page (entities/test-centers). Its zip is the one last
// searched in this tab, here or on the finder page, else the profile's; with
// none, or nothing found, it shows the zip search form.

function CenterDetails({ center, zip, onNavigate }: { center: TestCenter; zip: string; onNavigate?: (() => void) | undefined }) {
  const { t, i18n } = useTranslation('testCenters');
  return (
    <>
      <p className={styles.name}>
        <strong>{center.name}</strong>
        <span className={styles.miles}>{t('miles', { count: center.distance, distance: formatMiles(center.distance, i18n.language) })}</span>
      </p>
      <p>
        {fullAddress(center)}{' '}
        <a href={mapsLink(center)} target="_blank" rel="noopener noreferrer" aria-label={t('openMapLabel', { name: center.name })}>
          {t('openMap')}
        </a>
      </p>
      <dl className={styles.facts}>
        <dt>{t('card.phone')}</dt>
        <dd>
          <a href={telLink(center.phone)}>{center.phone}</a>
        </dd>
        <dt>{t('card.hours')}</dt>
        <CenterHours as="dd" className={styles.hours} hours={center.workingHours} />
      </dl>
      <p className={styles.zip}>{t('card.fromZip', { zip })}</p>
      {/* The header's cart panel closes as the visitor leaves it for the finder. */}
      <Link {...paths.testCentersNear(zip)} onClick={onNavigate} className={styles.more}>
        {t('card.seeMore')}
      </Link>
    </>
  );
}

export function NearestTestCenter({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation('testCenters');
  const { t: common } = useTranslation('common');
  const searchedZip = useSearchedZip();
  const profile = useProfileZip();
  const zip = searchedZip ?? profile.zip;
  const centers = useTestCenters(zip);
  const nearest = centers.data?.[0];
  const waiting = (zip !== undefined && centers.isPending) || (zip === undefined && profile.pending);

  return (
    <section className={styles.card} aria-labelledby="nearest-test-center-title" data-testid="nearest-test-center">
      <h2 id="nearest-test-center-title" className={styles.title}>
        {t('card.title')}
      </h2>
      {waiting && <p role="status">{common('loading')}</p>}
      {!waiting && nearest && zip && <CenterDetails center={nearest} zip={zip} onNavigate={onNavigate} />}
      {!waiting && !nearest && (
        <>
          <p role="status" className={styles.prompt}>
            {centers.isSuccess ? t('nothingFound') : t('card.prompt')}
          </p>
          <TestCenterZipForm key={zip ?? ''} initialZip={zip} onSearch={rememberSearchedZip} pending={centers.isFetching} layout="stacked" />
        </>
      )}
    </section>
  );
}
