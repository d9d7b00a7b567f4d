import type { HttpClient, ResponseSchema } from './http-client';

// A response schema kept out of the storefront's first load: zod's core is
// about 15 kB gzip there, for answers that arrive after the first paint
// anyway (docs/decisions.md, first load). Its chunk starts loading with the
// request, so the answer waits for whichever is later, not for both in turn.

/** Loads a schema's module once; a failed load is tried again on the next call. */
export function lazySchema<T>(load: () => Promise<ResponseSchema<T>>): () => Promise<ResponseSchema<T>> {
  let loading: Promise<ResponseSchema<T>> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** The body as it came, checked afterwards by the lazily loaded schema. */
const asReceived: ResponseSchema<unknown> = { parse: (data) => data };

/**
 * GET `url` and check the answer with the schema `loadSchema` gives, loaded
 * while the request is under way. A failed request is the error reported
 * (with its notification, as `http.get` words it), whatever the schema did.
 */
export async function getChecked<T>(http: Pick<HttpClient, 'get'>, url: string, loadSchema: () => Promise<ResponseSchema<T>>, signal?: AbortSignal): Promise<T> {
  const schema = loadSchema();
  // Handled below, once the request has answered; this only keeps a load that
  // fails while the request is pending from being reported as unhandled.
  schema.catch(() => undefined);
  const body = await http.get(url, asReceived, signal);
  return (await schema).parse(body);
}
