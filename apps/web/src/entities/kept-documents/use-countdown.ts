import { useEffect, useState } from 'react';

/** A wait the vault asked for; a new object for each refusal restarts the count. */
export interface Wait {
  ms: number;
}

/** Whole seconds left of the wait, ticking each second; 0 when there is none or it is over. */
export function useCountdown(wait: Wait | null): number {
  const [left, setLeft] = useState<{ wait: Wait; seconds: number } | null>(null);
  useEffect(() => {
    if (wait === null) return;
    const until = Date.now() + wait.ms;
    const timer = window.setInterval(() => {
      const seconds = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft({ wait, seconds });
      if (seconds === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [wait]);
  if (wait === null) return 0;
  return left?.wait === wait ? left.seconds : Math.ceil(wait.ms / 1000);
}
