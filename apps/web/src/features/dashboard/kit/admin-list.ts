import { ADMIN_PAGE_SIZE } from '@labstore/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notifications';

// The dashboard's paged lists (spec/03 7, 9): each asks for one page with
// $skip and $top, 10 a page, and answers { items, count }. Failed reads go
// through the app's one HTTP client, which retries a read once and then
// shows the error notification built as spec/03 8 says ('Not Found' for a
// 404, then the server's message fields and validation lists); a 4xx is not
// retried, as it would only answer the same (lib/http-client.ts).

/** What every admin list answers: the page's rows and how many match in all. */
export interface AdminPage<Row> {
  items: readonly Row[];
  count: number;
}

/** One admin list: its name in the query keys, and how it fetches a page for its filters. */
export interface AdminList<Filters, Row> {
  name: string;
  fetchPage: (filters: Filters, page: number, signal: AbortSignal) => Promise<AdminPage<Row>>;
}

/** Everything the dashboard caches sits under 'admin': personal answers, never persisted (lib/offline keeps public roots only). */
export const adminKeys = {
  all: ['admin'] as const,
  list: (name: string, filters: unknown, page: number) => [...adminKeys.all, name, filters, page] as const,
};

/** $skip and $top of a page, counted from 1. */
export function pageQuery(page: number, pageSize: number = ADMIN_PAGE_SIZE): { $skip: number; $top: number } {
  return { $skip: (Math.max(1, Math.trunc(page)) - 1) * pageSize, $top: pageSize };
}

type QueryValue = string | number | undefined;

/** A path with its query: empty and absent values are left out, each name and value encoded. */
export function listUrl(path: string, query: Readonly<Record<string, QueryValue>>): string {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value === undefined || value === '' ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** A page of a list; the page shown stays while the next one loads, so the table does not jump to empty. */
export function useAdminList<Filters, Row>(list: AdminList<Filters, Row>, filters: Filters, page: number) {
  return useQuery({
    queryKey: adminKeys.list(list.name, filters, page),
    queryFn: ({ signal }) => list.fetchPage(filters, page, signal),
    placeholderData: keepPreviousData,
    // An administrator looks for what just happened: read afresh on each visit.
    staleTime: 0,
  });
}

/** An editor's change to one of its list's rows: the server's notice once done, and the list read again as the server left it. */
export function useListChange<Input>(list: { name: string }, run: (input: Input) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: ({ message }) => {
      notify({ type: 'success', message });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, list.name] });
    },
  });
}
