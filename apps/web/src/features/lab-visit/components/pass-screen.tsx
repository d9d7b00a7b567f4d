import '../i18n';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { useAutoKeep } from '../../../entities/kept-documents';
import { ApiError } from '../../../lib/api-error';
import { useOnline } from '../../../lib/network-status';
import { paths } from '../../../lib/paths';
import { useAuthSession } from '../../../lib/session/current-session';
import { useLabVisitPass } from '../api/get-lab-visit-pass';
import { appPassControls } from './app-pass-controls';
import { KeptPass } from './kept-pass';
import { PassView } from './pass-view';
import { SignedOutPass } from './signed-out-pass';
import styles from './pass-screen.module.css';

// Issue 18 "The lab-visit pass" at /pass/{orderId}: reached from the order
// history, the approval e-mail and the home screen. Online and signed in, it
// is the server's answer (never persisted: api/pass-keys.ts); with no
// connection, the copy kept on this phone (kept-pass.tsx).

const passRoute = getRouteApi('/pass/$orderId');

export function PassScreen() {
  const { t } = useTranslation('labVisit');
  const { orderId } = passRoute.useParams();
  const session = useAuthSession();
  const online = useOnline();
  const source = (() => {
    if (session) return <ServerPass userId={session.userId ?? ''} orderId={orderId} online={online} actingForCustomer={session.isQuasiAdmin} />;
    // The kept copy opens signed out too: the password unlocks it offline.
    return <SignedOutPass orderId={orderId} controls={appPassControls(orderId)} />;
  })();
  return (
    <div className={styles.screen}>
      {session && (
        <Link {...paths.orderHistory()} className={styles.back}>
          <span aria-hidden="true">←</span>
          {t('backToOrders')}
        </Link>
      )}
      {source}
    </div>
  );
}

const NOTHING_TO_KEEP: ReadonlyArray<{ id: string; status: number }> = [];

interface ServerPassProps {
  userId: string;
  orderId: string;
  online: boolean;
  /** An administrator acting as the customer (login-as): the server's pass only, nothing kept. */
  actingForCustomer: boolean;
}

/**
 * The server's pass while online; one already shown stays when the
 * connection drops. Asked with no connection, or unreachable, the copy kept
 * on this phone.
 */
function ServerPass({ userId, orderId, online, actingForCustomer }: ServerPassProps) {
  const { t } = useTranslation('labVisit');
  const pass = useLabVisitPass(userId, orderId, online);
  const data = pass.data;
  // With automatic keeping on, a pass seen is kept (docs/decisions.md "Kept on the device").
  const seen = useMemo(() => (data && !actingForCustomer ? [{ id: data.orderId, status: data.status }] : NOTHING_TO_KEEP), [data, actingForCustomer]);
  useAutoKeep(seen);

  const controls = appPassControls(orderId);
  if (data) return <PassView pass={data} keptCopy={false} actingForCustomer={actingForCustomer} {...controls} />;
  if (!online) return actingForCustomer ? <ActingOffline /> : <KeptPass orderId={orderId} controls={controls} />;
  if (pass.isPending) {
    return (
      <p role="status" className={styles.state}>
        {t('loading')}
      </p>
    );
  }
  const error = pass.error;
  if (error) {
    // 409: not approved yet, or closed; 404: not the caller's order. The server's words.
    if (error instanceof ApiError && (error.status === 409 || error.status === 404)) return <Refused message={error.message} />;
    // The server could not be reached: the copy kept on this phone, if any.
    if (!actingForCustomer && error instanceof ApiError && (error.status === 0 || error.status >= 500)) return <KeptPass orderId={orderId} onRetry={() => void pass.refetch()} controls={controls} />;
  }
  return (
    <div className={styles.state}>
      <ScreenTitle title={t('title')} />
      <LoadFailed message={t('loadFailed')} onRetry={() => void pass.refetch()} />
    </div>
  );
}

function Refused({ message }: { message: string }) {
  const { t } = useTranslation('labVisit');
  return (
    <div className={styles.state}>
      <ScreenTitle title={t('title')} />
      <p>{message}</p>
      <Link {...paths.orderHistory()} className={styles.action}>
        {t('refused.orderHistory')}
      </Link>
    </div>
  );
}

function ActingOffline() {
  const { t } = useTranslation('labVisit');
  return (
    <div className={styles.state}>
      <ScreenTitle title={t('title')} />
      <p>{t('kept.actingForCustomer')}</p>
    </div>
  );
}
