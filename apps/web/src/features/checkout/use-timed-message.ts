import { useEffect, useState } from 'react';

/** A message that clears itself after `delayMs` (spec/02 9: the card payment message hides after 4 s). */
export function useTimedMessage(delayMs: number): [message: string | null, show: (message: string) => void] {
  const [shown, setShown] = useState<{ message: string; at: number } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const handle = window.setTimeout(() => setShown(null), delayMs);
    return () => window.clearTimeout(handle);
  }, [shown, delayMs]);
  return [shown?.message ?? null, (message) => setShown({ message, at: Date.now() })];
}
