// zod compiles object parsers with `new Function` the first time a schema
// parses, after probing whether eval is allowed; in the browser that probe is
// reported as a content-security-policy eval issue (Lighthouse best
// practices), and the gain is small for the storefront's few parses. The API
// keeps the compiled parsers: this module is imported by the web app only.
// zod adopts a global config object that exists before it loads; setting it
// here keeps zod out of the first load (z.config would bring 4 kB of it).
// zod-jitless.test.ts fails if an upgrade stops reading it.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
