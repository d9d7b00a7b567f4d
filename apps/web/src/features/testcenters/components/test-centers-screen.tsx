import '../../../entities/test-centers/i18n';
import { isZip, type TestCenter } from '@labstore/domain';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TestCenterZipForm } from '../../../entities/test-centers/test-center-zip-form';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { notify } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useMapTiles } from '../../../entities/test-centers/map-tiles';
import { useProfileZip } from '../../../entities/test-centers/profile-zip';
import { rememberSearchedZip } from '../../../entities/test-centers/searched-zip';
import { useTestCenters } from '../../../entities/test-centers/test-centers-api';
import { zipFromSearch, zipSearchParam } from '../../../lib/zip-url';
import { TestCenterResults } from './test-center-results';
import styles from './test-centers-screen.module.css';

// spec/02 2.11: the test center finder (route testcenters?zip=). Leaflet is a
// chunk of its own, fetched when there is something to map, so neither the
// first load nor this screen's own chunk carries it.
const TestCentersMap = lazy(() => import('./test-centers-map'));

/** The first center is selected until the visitor picks another of this result. */
function useSelection(centers: readonly TestCenter[] | undefined) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = centers?.find((center) => center.id === selectedId) ?? centers?.[0];
  return { selected, select: setSelectedId };
}

/** spec/02 2.11: a signed-in customer with no zip in the address gets the profile's, searched at once. */
function useProfilePrefill(zip: string | undefined, search: (zip: string) => void) {
  const profile = useProfileZip();
  const prefill = useEffectEvent((profileZip: string) => search(profileZip));
  useEffect(() => {
    if (!zip && profile.zip) prefill(profile.zip);
  }, [zip, profile.zip]);
}

export function TestCentersScreen() {
  const { t } = useTranslation('testCenters');
  const zip = zipFromSearch(useSearch({ from: '/testcenters' }).zip);
  const navigate = useNavigate({ from: '/testcenters' });
  // A zip typed into the address that breaks the rule is shown in the form, not searched.
  const centers = useTestCenters(zip !== undefined && isZip(zip) ? zip : undefined);
  const tiles = useMapTiles();
  const { selected, select } = useSelection(centers.data);
  const search = (next: string) => void navigate({ search: { zip: zipSearchParam(next) }, replace: !zip });
  useProfilePrefill(zip, search);
  const nothingFound = centers.isSuccess && centers.data.length === 0;
  useEffect(() => {
    if (zip) rememberSearchedZip(zip);
  }, [zip]);

  // spec/02 8: an empty search is said as a notification too, once per answer.
  useEffect(() => {
    if (nothingFound) notify({ message: t('nothingFound'), type: 'warning' });
  }, [nothingFound, centers.dataUpdatedAt, t]);

  return (
    <div className={styles.screen}>
      <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link {...paths.home()}>{t('breadcrumb.home')}</Link>
          </li>
          <li aria-current="page">{t('title')}</li>
        </ol>
      </nav>
      <ScreenTitle title={t('title')} />
      <p className={styles.intro}>{t('intro')}</p>
      <TestCenterZipForm key={zip ?? ''} initialZip={zip} onSearch={search} pending={centers.isFetching} />
      {/* The results' room is held while they load, so the footer does not jump down under the reader (layout shift). */}
      {zip !== undefined && centers.isPending && centers.fetchStatus === 'fetching' && (
        <p role="status" className={styles.finding}>
          {t('finding', { zip })}
        </p>
      )}
      {/* Offline, a zip never searched before is not on the device: the screen says it needs the network. */}
      {centers.isError && <LoadFailed message={t('failed')} onRetry={() => void centers.refetch()} />}
      {nothingFound && (
        <p role="status" className={styles.nothingFound}>
          {t('nothingFound')}
        </p>
      )}
      {centers.data && centers.data.length > 0 && selected && zip && (
        <section aria-labelledby="test-centers-found" className={styles.found}>
          <h2 id="test-centers-found" className={styles.heading}>
            {t('results.heading', { count: centers.data.length, zip })}
          </h2>
          <Suspense fallback={<div className={styles.mapPlaceholder}>{t('map.loading')}</div>}>
            <TestCentersMap centers={centers.data} selectedId={selected.id} onSelect={select} tiles={tiles} />
          </Suspense>
          <TestCenterResults centers={centers.data} selectedId={selected.id} onSelect={select} />
        </section>
      )}
    </div>
  );
}
