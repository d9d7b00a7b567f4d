// The route option that opts a state-changing route into Idempotency-Key
// handling (plugins/idempotency.ts): `config: { idempotent: true }`.
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accepts an Idempotency-Key header: a repeat gets the first answer and never runs twice. */
    idempotent?: boolean;
  }
}

export {};
