import type { TestCenter } from '@labstore/domain';
import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMiles, fullAddress, mapsLink, telLink } from '../../../entities/test-centers/display';
import { useSiteLanguage } from '../../../lib/formats';
import { centersInChoice, hoursLines } from '../pass-centers';
import type { PassControls } from './pass-view';
import styles from './test-center-choice.module.css';

/**
 * Issue 18, spec/02 2.11: the center nearest the customer with its address,
 * hours, phone and a map link, and the others to pick instead (a choice of
 * this screen only: the server does not keep it).
 */
export function TestCenterChoice({ centers, finder: Finder }: { centers: readonly TestCenter[]; finder: PassControls['centerFinder'] }) {
  const { t } = useTranslation('labVisit');
  const headingId = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosenHeading = useRef<HTMLHeadingElement>(null);
  const { chosen, others } = centersInChoice(centers, chosenId);

  const choose = (center: TestCenter) => {
    setChosenId(center.id);
    // The button pressed leaves the list: the chosen center's name takes the focus, and is read.
    requestAnimationFrame(() => chosenHeading.current?.focus());
  };

  return (
    <section aria-labelledby={headingId} className={styles.centers}>
      <h2 id={headingId} className={styles.heading}>
        {t('center.heading')}
      </h2>
      {chosen ? <CenterDetails center={chosen} headingRef={chosenHeading} /> : <p className={styles.none}>{t('center.none')}</p>}
      {others.length > 0 && (
        <div className={styles.others}>
          <h3 className={styles.othersHeading}>{t('center.alternatives')}</h3>
          <ul className={styles.otherList}>
            {others.map((center) => (
              <li key={center.id} className={styles.other}>
                <span className={styles.otherName}>{center.name}</span>
                <span className={styles.otherAddress}>{fullAddress(center)}</span>
                <Distance miles={center.distance} />
                <button type="button" className={styles.choose} onClick={() => choose(center)} aria-label={t('center.chooseLabel', { name: center.name })}>
                  {t('center.choose')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Finder className={styles.finder}>{t('center.finder')}</Finder>
    </section>
  );
}

function CenterDetails({ center, headingRef }: { center: TestCenter; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('labVisit');
  const language = useSiteLanguage();
  const hours = hoursLines(center.workingHours, language);
  return (
    <div className={styles.center}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.name}>
        {center.name}
      </h3>
      <Distance miles={center.distance} />
      <p className={styles.address}>{fullAddress(center)}</p>
      <dl className={styles.details}>
        {hours.lines.length > 0 && (
          <div>
            <dt>{t('center.hours')}</dt>
            <dd lang={hours.lang}>
              {hours.lines.map((line) => (
                <span key={line} className={styles.hoursLine}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
        )}
        {center.phone && (
          <div>
            <dt>{t('center.phone')}</dt>
            <dd>
              <a href={telLink(center.phone)}>{center.phone}</a>
            </dd>
          </div>
        )}
      </dl>
      <a href={mapsLink(center)} target="_blank" rel="noopener noreferrer" className={styles.map} aria-label={t('center.mapLabel', { name: center.name })}>
        {t('center.map')}
      </a>
    </div>
  );
}

function Distance({ miles }: { miles: number }) {
  const { t, i18n } = useTranslation('labVisit');
  return <span className={styles.distance}>{t('center.distance', { count: miles, distance: formatMiles(miles, i18n.language) })}</span>;
}
