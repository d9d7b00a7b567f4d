import { useEffect, useState } from 'react';
import { useStore } from '../../lib/create-store';
import { keptPart, type KeptPart } from './kept-records';
import { keptRevision, useKeptDocuments } from './kept-state';

/** Whether the part is kept: undefined while locked (the vault cannot tell) or being read. */
export function useKeptPart(orderId: string, what: KeptPart): boolean | undefined {
  const { accountId, unlocked } = useKeptDocuments();
  const revision = useStore(keptRevision);
  const [read, setRead] = useState<{ key: string; kept: boolean } | null>(null);
  const key = `${accountId ?? ''} ${orderId} ${what} ${revision}`;
  useEffect(() => {
    if (!unlocked) return;
    let current = true;
    keptPart(orderId, what).then(
      (kept) => current && setRead({ key, kept }),
      () => current && setRead({ key, kept: false }),
    );
    return () => {
      current = false;
    };
  }, [key, orderId, what, unlocked]);
  return unlocked && read?.key === key ? read.kept : undefined;
}
