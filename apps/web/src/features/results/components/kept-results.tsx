import { dateTimeFormat } from '@labstore/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UnlockKeptDocuments, useKeptDocuments } from '../../../entities/kept-documents';
import { useFormats } from '../../../lib/formats';
import { useKeptResultsData, useKeptResultTrends } from '../api/read-kept-results';
import { ResultsView } from './results-view';
import styles from './results-screen.module.css';

// Issue 18 "Results offline": with no network the screen opens the copy kept
// on this phone, encrypted in the vault: after the password when the vault
// is locked (a reload, sign-out, idle timeout), then values, range bars,
// flags, trends and the FHIR file from it, under a banner that says which
// copy this is. Not kept: how to keep them next time.

interface KeptResultsProps {
  orderId: string;
  /** The browser says it is online but the server was not reached: try it again. */
  onRetry?: (() => void) | undefined;
}

export function KeptResults({ orderId, onRetry }: KeptResultsProps) {
  const kept = useKeptDocuments();
  if (kept.accountId === null || !kept.setUp) return <NotKept evicted={kept.evicted} onRetry={onRetry} />;
  if (!kept.unlocked) return <Locked />;
  return <UnlockedResults accountId={kept.accountId} orderId={orderId} onRetry={onRetry} />;
}

function UnlockedResults({ accountId, orderId, onRetry }: { accountId: string; orderId: string; onRetry: (() => void) | undefined }) {
  const { t } = useTranslation('results');
  const results = useKeptResultsData(accountId, orderId);
  const trends = useKeptResultTrends(accountId);
  if (results.isPending) {
    return (
      <p role="status" className={styles.state}>
        {t('loading')}
      </p>
    );
  }
  if (results.isError) {
    return (
      <div className={styles.state}>
        <p>{t('kept.readFailed')}</p>
        <button type="button" className={styles.action} onClick={() => void results.refetch()}>
          {t('kept.readAgain')}
        </button>
      </div>
    );
  }
  if (results.data === null) return <NotKept evicted={false} onRetry={onRetry} />;
  return <ResultsView data={results.data.value} trends={trends.data ?? undefined} orderId={orderId} notice={<KeptBanner keptAt={results.data.keptAt} onRetry={onRetry} />} />;
}

/** Which copy this is and when it was kept; a copy kept before that date was recorded says no date. */
function KeptBanner({ keptAt, onRetry }: { keptAt: Date | undefined; onRetry: (() => void) | undefined }) {
  const { t } = useTranslation('results');
  const { language } = useFormats();
  const days = useMemo(() => dateTimeFormat(language, { dateStyle: 'long' }), [language]);
  return (
    <div className={styles.keptBanner}>
      <p>
        <strong>{t('kept.bannerTitle')}</strong> {keptAt ? t('kept.bannerText', { date: days.format(keptAt) }) : t('kept.bannerTextUndated')}
      </p>
      {onRetry && <RetryOnline onRetry={onRetry} />}
    </div>
  );
}

function Locked() {
  const { t } = useTranslation('results');
  return (
    <div className={styles.state}>
      <p>{t('kept.locked')}</p>
      <UnlockKeptDocuments />
    </div>
  );
}

function NotKept({ evicted, onRetry }: { evicted: boolean; onRetry: (() => void) | undefined }) {
  const { t } = useTranslation('results');
  return (
    <div className={styles.state}>
      {evicted && <p>{t('kept.evicted')}</p>}
      <p>{t('kept.notKept')}</p>
      {onRetry && <RetryOnline onRetry={onRetry} />}
    </div>
  );
}

function RetryOnline({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('results');
  return (
    <button type="button" className={styles.action} onClick={onRetry}>
      {t('kept.retryOnline')}
    </button>
  );
}
