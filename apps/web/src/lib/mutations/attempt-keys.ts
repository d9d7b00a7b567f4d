// decisions.md "Idempotency keys belong to the caller": every state-changing
// call carries an Idempotency-Key, one per user attempt, reused when the same attempt is
// retried. A request that never reached the server (or got no answer) keeps
// its key, so pressing the button again sends the same request with the same
// key and the server answers the first run rather than running twice. Once
// the server has answered, the attempt is over: the next press is a new one.
// A changed request (another card) is a new attempt with a new key, since the
// server refuses a known key with a different body.

export interface AttemptKeys {
  /** The key for this request (method and URL): the unfinished attempt's when the same request is retried, a new one otherwise. */
  keyFor(request: string, body: unknown): string;
  /** The server answered this request (whatever it said): its attempt is over. */
  answered(request: string, body: unknown): void;
}

export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()): AttemptKeys {
  const unfinished = new Map<string, string>();
  const signature = (request: string, body: unknown) => `${request}\n${JSON.stringify(body ?? null)}`;
  return {
    keyFor(request, body) {
      const attempt = signature(request, body);
      const key = unfinished.get(attempt) ?? newKey();
      unfinished.set(attempt, key);
      return key;
    },
    answered(request, body) {
      unfinished.delete(signature(request, body));
    },
  };
}
