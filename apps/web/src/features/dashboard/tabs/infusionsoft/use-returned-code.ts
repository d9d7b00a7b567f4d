import { APP_PATHS } from '@labstore/domain';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { dashboardSearch } from '../../dashboard-search';
import { useSendAuthorizationCode } from './send-authorization-code';

/**
 * spec/03 2 Dashboard, 4 Infusionsoft: the code the CRM's sign-in page sent
 * the administrator back with (?code=) is sent to the server once. As soon
 * as it is on its way it leaves the address, replacing the history entry,
 * so neither a render, a reload nor Back sends it again. Gives the sending.
 */
export function useReturnedCode() {
  const location = useLocation();
  const navigate = useNavigate();
  const code = dashboardSearch.parse(location.search).code;
  const send = useSendAuthorizationCode();
  const { mutate } = send;
  // React may run an effect twice on mounting (StrictMode): the ref remembers the code already sent.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (code === undefined || sent.current === code) return;
    sent.current = code;
    mutate({ authorizationCode: code });
    void navigate({ to: APP_PATHS.dashboardInfusionsoft, replace: true, resetScroll: false });
  }, [code, mutate, navigate]);

  return send;
}
