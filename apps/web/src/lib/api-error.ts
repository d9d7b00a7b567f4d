/**
 * Every failed call through the HTTP client rejects with this: the status
 * (0 when the server was not reached), the message built by the spec's rules
 * (spec/01 8) and the parsed body, so a screen can look deeper when it must
 * (registration reads the plain-string body, spec/01 8).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  /** The Retry-After header in seconds: the server asks to be tried again later (an idempotent write still running, 409). */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, message: string, body: unknown, retryAfterSeconds: number | null = null) {
    super(message);
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
