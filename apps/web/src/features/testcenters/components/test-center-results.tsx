import '../../../entities/test-centers/i18n';
import type { TestCenter } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/use-media-query';
import { CenterHours } from '../../../entities/test-centers/center-hours';
import { formatMiles, fullAddress, mapsLink, telLink } from '../../../entities/test-centers/display';
import styles from './test-center-results.module.css';

// spec/02 2.11: the centers found, a table on wide screens and cards on small
// ones. Each center's name is a toggle button (aria-pressed) that shows it on
// the map, so the selection works from the keyboard and is announced.

const WIDE = '(min-width: 900px)';

interface ResultsProps {
  centers: readonly TestCenter[];
  selectedId: string;
  onSelect: (id: string) => void;
}

function useCenterText() {
  const { t, i18n } = useTranslation('testCenters');
  return {
    t,
    miles: (center: TestCenter) => t('miles', { count: center.distance, distance: formatMiles(center.distance, i18n.language) }),
  };
}

function SelectButton({ center, selected, onSelect }: { center: TestCenter; selected: boolean; onSelect: (id: string) => void }) {
  const { t } = useTranslation('testCenters');
  return (
    <button type="button" className={styles.select} aria-pressed={selected} title={t('results.select', { name: center.name })} onClick={() => onSelect(center.id)}>
      {center.name}
    </button>
  );
}

function DirectionsLink({ center }: { center: TestCenter }) {
  const { t } = useTranslation('testCenters');
  return (
    <a href={mapsLink(center)} target="_blank" rel="noopener noreferrer" aria-label={t('openMapLabel', { name: center.name })}>
      {t('openMap')}
    </a>
  );
}

function ResultsTable({ centers, selectedId, onSelect }: ResultsProps) {
  const { t, miles } = useCenterText();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">#</span>
          </th>
          <th scope="col">{t('results.name')}</th>
          <th scope="col">{t('results.address')}</th>
          <th scope="col">{t('results.range')}</th>
          <th scope="col">{t('results.phone')}</th>
          <th scope="col">{t('results.hours')}</th>
          <th scope="col">{t('results.map')}</th>
        </tr>
      </thead>
      <tbody>
        {centers.map((center, index) => (
          <tr key={center.id} data-selected={center.id === selectedId || undefined}>
            <td className={styles.rank}>{index + 1}</td>
            <th scope="row">
              <SelectButton center={center} selected={center.id === selectedId} onSelect={onSelect} />
            </th>
            <td>{fullAddress(center)}</td>
            <td className={styles.range}>{miles(center)}</td>
            <td className={styles.nowrap}>
              <a href={telLink(center.phone)}>{center.phone}</a>
            </td>
            <CenterHours as="td" className={styles.hours} hours={center.workingHours} />
            <td>
              <DirectionsLink center={center} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ResultCards({ centers, selectedId, onSelect }: ResultsProps) {
  const { t, miles } = useCenterText();
  return (
    <ol className={styles.cards}>
      {centers.map((center, index) => (
        <li key={center.id} className={styles.card} data-selected={center.id === selectedId || undefined}>
          <div className={styles.cardHeading}>
            <span className={styles.rank} aria-hidden="true">
              {index + 1}
            </span>
            <SelectButton center={center} selected={center.id === selectedId} onSelect={onSelect} />
            <span className={styles.range}>{miles(center)}</span>
          </div>
          <p>{fullAddress(center)}</p>
          <dl className={styles.facts}>
            <dt>{t('results.phone')}</dt>
            <dd>
              <a href={telLink(center.phone)}>{center.phone}</a>
            </dd>
            <dt>{t('results.hours')}</dt>
            <CenterHours as="dd" className={styles.hours} hours={center.workingHours} />
          </dl>
          <DirectionsLink center={center} />
        </li>
      ))}
    </ol>
  );
}

export function TestCenterResults(props: ResultsProps) {
  return useMediaQuery(WIDE) ? <ResultsTable {...props} /> : <ResultCards {...props} />;
}
