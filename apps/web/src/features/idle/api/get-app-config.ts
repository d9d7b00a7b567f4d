import { clientConfigSchema, type ClientConfig } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

// GET /api/app/config: the idle timers of spec/01 4 and 9 come from the
// server's configuration (IDLE_WARNING_SECONDS, IDLE_COUNTDOWN_SECONDS,
// KEEP_ALIVE_SECONDS), never from constants in the app.

export const appConfigKeys = {
  all: ['appConfig'] as const,
};

export const getAppConfig = (signal?: AbortSignal): Promise<ClientConfig> => http.get('/api/app/config', clientConfigSchema, signal);

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: appConfigKeys.all,
    queryFn: ({ signal }) => getAppConfig(signal),
    // Read once per visit; the server's settings do not change under a running app.
    staleTime: Infinity,
  });

/** The client settings; pass enabled false to wait (signed out: nothing needs them). */
export const useAppConfig = (enabled: boolean) => useQuery({ ...appConfigQueryOptions(), enabled });
