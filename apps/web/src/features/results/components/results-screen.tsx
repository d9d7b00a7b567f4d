import '../i18n';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { KeepOnPhoneButton, SignedOutChoice } from '../../../entities/kept-documents';
import { useOnline } from '../../../lib/network-status';
import { paths } from '../../../lib/paths';
import { useAuthSession } from '../../../lib/session/current-session';
import type { AuthSession } from '../../../lib/session/session-record';
import { useOrderResultsData } from '../api/get-order-results-data';
import { useResultTrends } from '../api/get-result-trends';
import { resultsSource } from '../results-source';
import { KeptResults } from './kept-results';
import { ResultsView } from './results-view';
import styles from './results-screen.module.css';

// Issue 17: an order's results as the customer's own data (the order's
// owner; an administrator acting as the customer reads them too, only the
// PDFs' Share and View are theirs alone, spec/02 4.1). Nothing of it is kept
// on the device unless the customer asks: its queries are not public
// (api/results-keys.ts) and the FHIR file is made in memory when asked for.
// Issue 18: "Keep on this phone" keeps them encrypted, and with no network
// the screen reads that copy (results-source.ts, kept-results.tsx).

const resultsRoute = getRouteApi('/results/$orderId');

export function ResultsScreen() {
  const { t } = useTranslation('results');
  const { orderId } = resultsRoute.useParams();
  const session = useAuthSession();
  return (
    <div className={styles.screen}>
      {session && (
        <Link {...paths.orderHistory()} className={styles.back}>
          <span aria-hidden="true">←</span>
          {t('backToOrders')}
        </Link>
      )}
      <OrderResults session={session} orderId={orderId} />
    </div>
  );
}

/** Signed out and online: the login dialog, or the copy kept on this phone, as the pass screen (the entity's SignedOutChoice). */
function SignedOut({ orderId }: { orderId: string }) {
  const { t } = useTranslation('results');
  const words = { message: t('signedOut'), login: t('login'), openKept: t('openKept') };
  return <SignedOutChoice words={words} keptCopy={<KeptResults orderId={orderId} />} />;
}

function OrderResults({ session, orderId }: { session: AuthSession | null; orderId: string }) {
  const { t } = useTranslation('results');
  const online = useOnline();
  const userId = session ? (session.userId ?? '') : null;
  // Offline the server is not asked: the kept copy answers at once.
  const asking = online ? userId : null;
  const results = useOrderResultsData(asking, orderId);
  const trends = useResultTrends(asking);
  const actingForCustomer = session?.isQuasiAdmin ?? false;
  const source = resultsSource({ signedIn: session !== null, actingForCustomer, online, answered: results.data !== undefined, failure: results.error });
  const retry = () => void results.refetch();
  if (source === 'signed-out') return <SignedOut orderId={orderId} />;
  if (source === 'kept') return <KeptResults orderId={orderId} onRetry={online ? retry : undefined} />;
  if (source === 'unreachable' || results.isError) return <LoadFailed message={t('loadFailed')} onRetry={retry} />;
  if (results.isPending) {
    return (
      <p role="status" className={styles.state}>
        {t('loading')}
      </p>
    );
  }
  // Kept for the customer on their own device; an administrator acting as them keeps nothing here.
  const keep = online && !actingForCustomer ? <KeepOnPhoneButton orderId={orderId} what="results" /> : undefined;
  return <ResultsView data={results.data} trends={trends.data} orderId={orderId} actions={keep} />;
}
