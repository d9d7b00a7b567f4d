import '../i18n';
import type { LabVisitPass } from '@labstore/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
// The entity's modules themselves, not its index: the pass page loads no more than these (pass-page.tsx).
import { keptSchemas, readKeptPass } from '../../../entities/kept-documents/kept-records';
import { useKeptDocuments } from '../../../entities/kept-documents/kept-state';
import { UnlockKeptDocuments } from '../../../entities/kept-documents/unlock-kept-documents';
import { PassView, type PassControls } from './pass-view';
import styles from './pass-screen.module.css';

interface KeptPassProps {
  orderId: string;
  /** Given when the server could not be reached although the browser says it is online: Try again. */
  onRetry?: (() => void) | undefined;
  /** What the page around it adds to the pass (pass-view.tsx). */
  controls: PassControls;
}

type Reading = { orderId: string; pass: LabVisitPass | undefined };

/**
 * Issue 18: the pass with no connection, from the copy kept on this phone,
 * signed in or not. Locked (after a reload, a sign-out or the idle timeout),
 * the password unlocks it offline first; whether this order's pass is kept
 * is known only once unlocked (what is kept is read through the key).
 */
export function KeptPass({ orderId, onRetry, controls }: KeptPassProps) {
  const { t } = useTranslation('labVisit');
  const kept = useKeptDocuments();
  const [reading, setReading] = useState<Reading | undefined>(undefined);

  useEffect(() => {
    if (!kept.unlocked) return undefined;
    let current = true;
    const done = (pass: LabVisitPass | undefined) => current && setReading({ orderId, pass });
    readKeptPass(orderId).then(done, () => done(undefined));
    return () => {
      current = false;
    };
  }, [orderId, kept.unlocked, kept.accountId]);

  const locked = kept.setUp && !kept.unlocked;
  // What the pass is checked with when read, loaded while the password is typed.
  useEffect(() => {
    if (locked) keptSchemas().catch(() => undefined);
  }, [locked]);

  if (locked) {
    return (
      <div className={styles.state}>
        <ScreenTitle title={t('title')} />
        <p>{t('kept.locked')}</p>
        <UnlockKeptDocuments />
      </div>
    );
  }
  const read = kept.unlocked && reading?.orderId === orderId ? reading : undefined;
  if (kept.unlocked && !read) {
    return (
      <p role="status" className={styles.state}>
        {t('kept.opening')}
      </p>
    );
  }
  if (read?.pass) return <PassView pass={read.pass} keptCopy actingForCustomer={false} {...controls} />;
  return (
    <div className={styles.state}>
      <ScreenTitle title={t('title')} />
      {onRetry && <p>{t('loadFailed')}</p>}
      <p>{t('kept.notKept')}</p>
      {kept.evicted && <p>{t('kept.evicted')}</p>}
      {onRetry && (
        <button type="button" className={styles.action} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
