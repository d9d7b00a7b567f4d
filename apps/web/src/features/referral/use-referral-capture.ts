import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { storeReferral } from '../../entities/referral/referral';

/** Keeps referral parameters from whichever page the visitor lands on or moves to (spec/01 2.1). */
export function useReferralCapture(): void {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  useEffect(() => {
    storeReferral(searchStr, sessionStorage);
  }, [searchStr]);
}
