import '../passes-i18n';
import { ORDER_STATUS } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keptPassOrderIds, readKeptPass, useAutoKeep, useKeptDocuments } from '../../../entities/kept-documents';
import { ApiError } from '../../../lib/api-error';
import { useOnline } from '../../../lib/network-status';
import { paths } from '../../../lib/paths';
import { useWaitingPasses } from '../api/get-waiting-passes';
import styles from './waiting-passes.module.css';

// Issue 18: on the home screen, a signed-in customer's approved orders
// waiting for their visit, each a way to its lab-visit pass. Online from
// GET /api/order/passes; with no connection, from the passes kept on this
// phone (readable only unlocked). A chunk of its own, loaded for a
// signed-in customer only: the storefront's first load does not grow.

interface WaitingPass {
  orderId: string;
  orderNumber: number;
}

const NOTHING: ReadonlyArray<{ id: string; status: number }> = [];

export function WaitingPasses({ userId, actingForCustomer }: { userId: string; actingForCustomer: boolean }) {
  const online = useOnline();
  const waiting = useWaitingPasses(userId, online);
  const unreachable = !online || (waiting.error instanceof ApiError && waiting.error.status === 0);
  const kept = useKeptPasses(unreachable && !actingForCustomer);
  const fromServer = online ? waiting.data?.items : undefined;
  // With automatic keeping on, the passes listed are kept (docs/decisions.md "Kept on the device").
  const seen = useMemo(() => (fromServer && !actingForCustomer ? fromServer.map((item) => ({ id: item.orderId, status: ORDER_STATUS.InProgress })) : NOTHING), [fromServer, actingForCustomer]);
  useAutoKeep(seen);

  const passes: readonly WaitingPass[] = fromServer ?? (unreachable ? kept : []);
  return passes.length === 0 ? null : <PassCards passes={passes} fromPhone={fromServer === undefined} />;
}

/** The kept passes of orders still waiting for their visit, latest kept first; none while locked. */
function useKeptPasses(wanted: boolean): WaitingPass[] {
  const { unlocked, accountId } = useKeptDocuments();
  const [passes, setPasses] = useState<{ accountId: string | null; passes: WaitingPass[] }>({ accountId: null, passes: [] });
  useEffect(() => {
    if (!wanted || !unlocked) return undefined;
    let current = true;
    void readWaitingKeptPasses().then((read) => current && setPasses({ accountId, passes: read }));
    return () => {
      current = false;
    };
  }, [wanted, unlocked, accountId]);
  return wanted && unlocked && passes.accountId === accountId ? passes.passes : [];
}

async function readWaitingKeptPasses(): Promise<WaitingPass[]> {
  try {
    const passes = await Promise.all((await keptPassOrderIds()).map((orderId) => readKeptPass(orderId)));
    // A pass kept after approval; once its results came (Completed) the visit is over.
    return passes.flatMap((pass) => (pass?.status === ORDER_STATUS.InProgress ? [{ orderId: pass.orderId, orderNumber: pass.orderNumber }] : []));
  } catch {
    return [];
  }
}

function PassCards({ passes, fromPhone }: { passes: readonly WaitingPass[]; fromPhone: boolean }) {
  const { t } = useTranslation('homePasses');
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('title')}
      </h2>
      <ul className={styles.list}>
        {passes.map((pass) => (
          <li key={pass.orderId} className={styles.item}>
            <Link {...paths.labVisitPass(pass.orderId)} className={styles.link}>
              {t('ready', { number: pass.orderNumber })}
            </Link>
            {fromPhone && <span className={styles.kept}>{t('kept')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
