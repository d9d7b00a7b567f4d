import i18next from 'i18next';
import { IDEMPOTENCY_KEY_HEADER } from '@labstore/domain';
import { ApiError } from './api-error';
import { readAccessToken } from './session/session-record';
import { buildErrorMessage, type ErrorMessageWords } from './error-message';
import { notify } from './notifications';
import { documentPageData, type PageData } from './page-data';
import { requestProgress } from './request-progress';

// The one way the web app talks to the API (spec/01 7 and 8): JSON in and
// out, the bearer token when signed in, one retry for reads, and the general
// error interceptor of spec/01 8.


/** spec/01 8: a plain-string error body is kept under this localStorage key. */
export const ERROR_CODE_STORAGE_KEY = 'code';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a response is checked against: a zod schema fits. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON; a FormData (a file upload) is sent as multipart/form-data. */
  body?: unknown;
  schema: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Sent form-encoded instead of `body` (spec/01 7: POST /Token). */
  form?: Record<string, string>;
  /**
   * No error notification: the caller words the failure itself, inside its
   * dialog (spec/01 8: forgot-password errors are ignored, login words its
   * own). The call still rejects with the ApiError. A list of statuses
   * silences only those (a page that words a 404 as 'not found' still lets
   * the error bar say why anything else failed).
   */
  silent?: boolean | readonly number[];
  /** Lets the request outlive the page (sign-out reloads straight after asking the server to end the session). */
  keepalive?: boolean;
  /**
   * Sent as the Idempotency-Key header: the server answers a repeat of the
   * same key with its first answer, so a write can be sent again safely
   * (the offline cart outbox replays with the key it made when queued).
   */
  idempotencyKey?: string;
  /** A download the visitor did not ask for (the offline catalogue's refresh, documents kept automatically): no progress bar. */
  background?: boolean;
  /**
   * Asked of the server even when the browser's HTTP cache holds a fresh
   * copy (`cache: 'no-cache'`): a copy the app keeps for days (the offline
   * catalogue, issue 20) must not be an up-to-a-minute-old answer. The
   * server's ETag makes an unchanged answer a 304.
   */
  revalidate?: boolean;
  /**
   * The answer is a document's bytes (a PDF, spec/02 7 and 9), handed to the
   * schema as a Blob; a refusal's JSON is still read for its message. The
   * bearer goes in its header as for every call: never a token in a URL.
   */
  file?: boolean;
  /**
   * Sent as the bearer instead of the session's: the Transactions tab's
   * temporary quasi-admin session (spec/03 2), held in memory for one
   * action. Its 401 says nothing about the signed-in session.
   */
  bearer?: string;
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  readToken: () => string | null;
  /** The site language, sent as Accept-Language so the server answers its messages and data in it. */
  readLanguage?: () => string;
  showError: (message: string) => void;
  errorCodeStorage: () => Pick<Storage, 'setItem' | 'removeItem'> | undefined;
  progress: { begin(): void; end(): void };
  /** Said when the body gives nothing to show (0 = the server was not reached). */
  fallbackMessage: (status: number) => string;
  /** The error builder's own words in the site's language ("Not Found" on a 404, spec/02 8). */
  errorWords: () => ErrorMessageWords;
  /** A 401 to a request that carried a token: the server no longer knows the session (revoked, timed out). */
  onUnauthorized?: () => void;
  /** Answers the server put into the page for its first reads (lib/page-data.ts). */
  pageData?: PageData;
  /** The browser says it has no network: its banner says so already (lib/network-status). */
  isOffline?: () => boolean;
}

export interface HttpClient {
  request<T>(url: string, options: RequestOptions<T>): Promise<T>;
  get<T>(url: string, schema: ResponseSchema<T>, signal?: AbortSignal): Promise<T>;
  /** POST form-encoded fields (spec/01 7: /Token takes its grant so). */
  postForm<T>(url: string, fields: Record<string, string>, schema: ResponseSchema<T>, options?: Pick<RequestOptions<T>, 'signal' | 'silent'>): Promise<T>;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  async function request<T>(url: string, options: RequestOptions<T>): Promise<T> {
    const method = options.method ?? 'GET';
    const given = method === 'GET' ? deps.pageData?.take(url, deps.readLanguage?.()) : undefined;
    if (given) {
      try {
        return options.schema.parse(given.body);
      } catch {
        // An answer this build cannot read is asked for again rather than failed.
      }
    }
    const progress = options.background ? undefined : deps.progress;
    progress?.begin();
    const token = options.bearer ?? deps.readToken();
    try {
      const response = await sendWithRetry(deps.fetch, method, url, buildInit(method, options, token, deps.readLanguage?.()));
      const body = options.file && response.ok ? await response.blob() : await readBody(response);
      if (response.status === 401 && token && options.bearer === undefined) deps.onUnauthorized?.();
      if (!response.ok) throw fail(url, response.status, body, options.silent, readRetryAfter(response));
      return options.schema.parse(body);
    } catch (error) {
      if (error instanceof ApiError || isAbort(error)) throw error;
      // A read that cannot go out while the browser is offline is no news:
      // the offline banner says so, and the screen words what it cannot show.
      // A write still says it failed (the person asked for it).
      if (error instanceof TypeError) throw fail(url, 0, undefined, method === 'GET' && deps.isOffline?.() === true ? true : options.silent);
      throw error;
    } finally {
      progress?.end();
    }
  }

  function fail(url: string, status: number, body: unknown, silent: RequestOptions<unknown>['silent'] = false, retryAfterSeconds: number | null = null): ApiError {
    const message = buildErrorMessage(status, body, deps.errorWords()) || deps.fallbackMessage(status);
    rememberErrorCode(deps.errorCodeStorage(), body);
    const quiet = typeof silent === 'boolean' ? silent : silent.includes(status);
    // spec/01 8: sign-in answers are worded by the login dialog itself.
    if (!url.includes('Token') && !quiet) deps.showError(message);
    return new ApiError(status, message, body, retryAfterSeconds);
  }

  return {
    request,
    get: (url, schema, signal) => request(url, { schema, signal }),
    postForm: (url, fields, schema, options) => request(url, { method: 'POST', form: fields, schema, ...options }),
  };
}

function buildInit(method: HttpMethod, options: RequestOptions<unknown>, token: string | null, language: string | undefined): RequestInit {
  const headers = new Headers({ Accept: options.file ? 'application/pdf, application/json' : 'application/json' });
  if (language) headers.set('Accept-Language', language);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.idempotencyKey !== undefined) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
  if (options.form !== undefined) {
    // URLSearchParams as the body sets application/x-www-form-urlencoded itself.
    return { method, headers, body: new URLSearchParams(options.form), signal: options.signal, keepalive: options.keepalive };
  }
  if (options.body instanceof FormData) {
    // A file upload (issue 20, the dashboard's images): multipart, whose Content-Type and boundary the browser sets itself.
    return { method, headers, body: options.body, signal: options.signal, keepalive: options.keepalive };
  }
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  return {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
    ...(options.revalidate ? { cache: 'no-cache' as const } : {}),
  };
}

/**
 * spec/01 7: a failed request is retried once. Only reads are: repeating a
 * POST could place an order twice (writes get idempotency keys and their own
 * replay in the offline outbox, DESIGN.md). Failed means the server was not
 * reached or answered 5xx; a 4xx will not change on a second try.
 */
async function sendWithRetry(send: typeof fetch, method: HttpMethod, url: string, init: RequestInit): Promise<Response> {
  if (method !== 'GET') return send(url, init);
  try {
    const response = await send(url, init);
    return response.status >= 500 ? await send(url, init) : response;
  } catch (error) {
    if (isAbort(error)) throw error;
    return send(url, init);
  }
}

/** Retry-After in seconds; an HTTP date or anything else is not read (our API sends seconds). */
function readRetryAfter(response: Response): number | null {
  const value = response.headers.get('Retry-After');
  return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : null;
}

/** JSON when it parses; otherwise the text itself (a plain-string body); undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function rememberErrorCode(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, body: unknown): void {
  if (typeof body === 'string') storage?.setItem(ERROR_CODE_STORAGE_KEY, body);
  else storage?.removeItem(ERROR_CODE_STORAGE_KEY);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

const sessionRefusedListeners = new Set<() => void>();

/**
 * Calls back when the server refuses the session (401). The session module
 * listens and expires the session: it builds on this client (sign-out asks
 * the server through it), so the client imports no session code.
 */
export const onSessionRefused = (listener: () => void): (() => void) => {
  sessionRefusedListeners.add(listener);
  return () => sessionRefusedListeners.delete(listener);
};

export const http = createHttpClient({
  fetch: (input, init) => fetch(input, init),
  readToken: () => readAccessToken(),
  readLanguage: () => i18next.language,
  showError: (message) => notify({ message, type: 'error' }),
  errorCodeStorage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  progress: requestProgress,
  fallbackMessage: (status) => i18next.t(status === 0 ? 'common:errors.offline' : 'common:errors.generic'),
  errorWords: () => ({ notFound: i18next.t('common:errors.notFound') }),
  onUnauthorized: () => sessionRefusedListeners.forEach((listener) => listener()),
  pageData: documentPageData(),
  isOffline: () => typeof navigator !== 'undefined' && !navigator.onLine,
});
