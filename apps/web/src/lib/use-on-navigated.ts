import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** Runs the callback each time a navigation has ended (spec/01 2.2: the mobile menu closes then). */
export function useOnNavigated(callback: () => void): void {
  const router = useRouter();
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => router.subscribe('onResolved', () => latest.current()), [router]);
}
