import { useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';

/** Runs the callback each time a navigation has ended (spec/01 2.2: the mobile menu closes then). */
export function useOnNavigated(callback: () => void): void {
  const router = useRouter();
  const onResolved = useEffectEvent(callback);
  useEffect(() => router.subscribe('onResolved', () => onResolved()), [router]);
}
