import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Database } from '@labstore/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';

/** The NOTIFY channel every instance listens on; the payload is a key prefix. */
const CHANNEL = 'labstore_read_cache';
// A safety net: a notification missed while a connection was down costs at most this much staleness.
const MAX_AGE_MS = 5 * 60_000;

interface CachedBody {
  /** The JSON, and the same compressed once when cached rather than on every request. */
  variants: { identity: Buffer; br: Buffer; gzip: Buffer };
  etag: string;
  storedAt: number;
}

type Encoding = keyof CachedBody['variants'];

/** br before gzip, among the codings the client accepts (q=0 means refused, RFC 9110 12.5.3). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*q\s*=\s*/))
      .filter(([, quality]) => quality === undefined || Number(quality) > 0)
      .map(([coding]) => coding),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

function compressVariants(body: string): CachedBody['variants'] {
  const identity = Buffer.from(body, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

export interface CachedRead<T> {
  key: string;
  load: () => Promise<T>;
  /** The route's response schema: a cached body skips the serializer, so it is checked when built. */
  schema: { parse(value: unknown): T };
  cacheControl: string;
}

export interface ReadCache {
  /**
   * Answers a public read from memory: the JSON body is built once by `load`,
   * then served with an ETag, and a matching If-None-Match gets 304.
   */
  respond<T>(request: FastifyRequest, reply: FastifyReply, read: CachedRead<T>): Promise<void>;
  /**
   * Reads under `prefix` changed: dropped here at once (the writer's next read
   * is fresh), and on every other instance when the NOTIFY arrives, which is
   * at commit when called inside the writer's transaction.
   */
  publishChange(db: Kysely<Database>, prefix: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

function createReadCache(): ReadCache & { invalidateLocal(prefix: string): void } {
  const entries = new Map<string, CachedBody>();
  const loading = new Map<string, Promise<CachedBody>>();

  async function fill<T>({ key, load, schema }: CachedRead<T>): Promise<CachedBody> {
    const body = JSON.stringify(schema.parse(await load()));
    const entry = { variants: compressVariants(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"`, storedAt: Date.now() };
    entries.set(key, entry);
    return entry;
  }

  // Concurrent misses share one load instead of each querying the database.
  function entryFor<T>(read: CachedRead<T>): Promise<CachedBody> {
    const cached = entries.get(read.key);
    if (cached && Date.now() - cached.storedAt < MAX_AGE_MS) return Promise.resolve(cached);
    const pending = loading.get(read.key) ?? fill(read).finally(() => loading.delete(read.key));
    loading.set(read.key, pending);
    return pending;
  }

  return {
    async respond(request, reply, read) {
      const entry = await entryFor(read);
      reply.header('ETag', entry.etag).header('Cache-Control', read.cacheControl).header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === entry.etag) {
        await reply.code(304).send();
        return;
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      // A content-encoding already set tells @fastify/compress to leave the body alone.
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      await reply.type('application/json; charset=utf-8').send(entry.variants[encoding]);
    },
    invalidateLocal(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
      for (const key of loading.keys()) if (key.startsWith(prefix)) loading.delete(key);
    },
    async publishChange(db, prefix) {
      this.invalidateLocal(prefix);
      await sql`select pg_notify(${CHANNEL}, ${prefix})`.execute(db);
    },
  };
}

export default fp(
  async function readCachePlugin(app: FastifyInstance) {
    const cache = createReadCache();
    app.decorate('readCache', cache);
    const unsubscribe = await app.database.listen(CHANNEL, (prefix) => cache.invalidateLocal(prefix));
    // preClose: before the database plugin's onClose ends the connection the listener uses.
    app.addHook('preClose', async () => {
      await unsubscribe();
    });
  },
  { name: 'read-cache', dependencies: ['database'] },
);
