import assert from 'node:assert/strict';

// HTTP calls to the API as the web app makes them, for the scripts that
// drive a running store (the cluster's consistency check, the fault scripts).

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** How long the answer took, in milliseconds. */
  ms: number;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One HTTP call as the web app makes it: JSON, English, the bearer token in the header. */
export async function call(base: string, method: string, path: string, { token, json, form, headers = {}, timeoutMs = 15_000 }: CallOptions = {}): Promise<Answer> {
  const sent: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'en', ...headers };
  if (token) sent.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (json !== undefined) {
    sent['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    sent['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  }
  const begun = performance.now();
  const response = await fetch(`${base}${path}`, { method, headers: sent, body, signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, ms: performance.now() - begun };
}

/** The answer's JSON when it is a success; otherwise fails, naming what was asked and what came back. */
export function ok(answer: Answer, what: string): unknown {
  assert.ok(answer.status >= 200 && answer.status < 300, `${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.text === '' ? undefined : JSON.parse(answer.text);
}
