import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '../../../lib/http-client';

// GET /api/app/config: the idle timers of spec/01 4 and 9 come from the
// server's configuration (IDLE_WARNING_SECONDS, IDLE_COUNTDOWN_SECONDS,
// KEEP_ALIVE_SECONDS), never from constants in the app. zod/mini: this is
// in the storefront's first load.

export const appConfigSchema = z.object({
  idleWarningSeconds: z.int().check(z.positive()),
  idleCountdownSeconds: z.int().check(z.positive()),
  keepAliveSeconds: z.int().check(z.positive()),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

export const appConfigKeys = {
  all: ['appConfig'] as const,
};

export const getAppConfig = (signal?: AbortSignal): Promise<AppConfig> => http.get('/api/app/config', appConfigSchema, signal);

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: appConfigKeys.all,
    queryFn: ({ signal }) => getAppConfig(signal),
    // Read once per visit; the server's settings do not change under a running app.
    staleTime: Infinity,
  });

/** The client settings; pass enabled false to wait (signed out: nothing needs them). */
export const useAppConfig = (enabled: boolean) => useQuery({ ...appConfigQueryOptions(), enabled });
