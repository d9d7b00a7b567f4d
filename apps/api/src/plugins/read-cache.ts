import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Database } from '@labstore/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';

/** The NOTIFY channel every instance listens on; the payload is a key prefix. */
const CHANNEL = 'labstore_read_cache';
// A safety net: a notification missed while a connection was down costs at most this much staleness.
const MAX_AGE_MS = 5 * 60_000;

interface CachedBody {
  /** The JSON, and the same compressed once when cached rather than on every request; a small body is not. */
  variants: { identity: Buffer; br?: Buffer; gzip?: Buffer };
  etag: string;
}

function bytesOf(key: string, entry: CachedBody): number {
  const { identity, br, gzip } = entry.variants;
  return Buffer.byteLength(key) + identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
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

// Brotli 5 is within a few per cent of 9 on JSON this size at a fifteenth of
// the time, which matters for keys that are filled and seldom read (one-off
// search terms).
const BROTLI_QUALITY = 5;

// A smaller body is kept and sent as it is: compressing it saves a few
// hundred bytes at most, and cost a one-off key (a never-seen search typo's
// 44-byte answer) more time than the rest of its fill (docs/performance.md).
const MIN_COMPRESSED_BYTES = 1024;

function compressVariants(body: string): CachedBody['variants'] {
  const identity = Buffer.from(body, 'utf8');
  if (identity.length < MIN_COMPRESSED_BYTES) return { identity };
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
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
  /**
   * Calls `listener` with the prefix of every change, published here or by
   * another instance, for what is built from the same data outside the cache
   * (the catalogue search index). Returns the unsubscribe.
   */
  onChange(listener: (prefix: string) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

export interface ReadCacheOptions {
  /** The cache's budget: least recently used bodies go first when it is spent. */
  maxBytes: number;
}

export function createReadCache({ maxBytes }: ReadCacheOptions): ReadCache & { invalidateLocal(prefix: string): void } {
  // Bounded, so open-ended keys (search terms, any paging) may go through it:
  // a flood of one-off keys costs database reads, never memory.
  const entries = new LRUCache<string, CachedBody>({ maxSize: maxBytes, sizeCalculation: (entry, key) => bytesOf(key, entry), ttl: MAX_AGE_MS });
  const loading = new Map<string, Promise<CachedBody>>();
  // Bumped by every invalidation: a load that began before a change read the
  // old data, so its answer goes to its waiting requests but is not kept.
  let generation = 0;
  const listeners = new Set<(prefix: string) => void>();

  async function fill<T>({ key, load, schema }: CachedRead<T>): Promise<CachedBody> {
    const startedIn = generation;
    const body = JSON.stringify(schema.parse(await load()));
    const entry = { variants: compressVariants(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (startedIn === generation) entries.set(key, entry);
    return entry;
  }

  // Concurrent misses share one load instead of each querying the database.
  function entryFor<T>(read: CachedRead<T>): Promise<CachedBody> {
    const cached = entries.get(read.key);
    if (cached) return Promise.resolve(cached);
    const pending = loading.get(read.key) ?? fill(read).finally(() => loading.delete(read.key));
    loading.set(read.key, pending);
    return pending;
  }

  return {
    async respond(request, reply, read) {
      const entry = await entryFor(read);
      reply.header('ETag', entry.etag).header('Cache-Control', read.cacheControl).header('Vary', 'Accept-Encoding');
      // A 304 answers only reads (RFC 9110 13.1.2); a POST search is answered in full.
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isRead && request.headers['if-none-match'] === entry.etag) {
        await reply.code(304).send();
        return;
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const compressed = encoding === 'identity' ? undefined : entry.variants[encoding];
      // A content-encoding already set tells @fastify/compress to leave the
      // body alone; a small body is under its threshold too.
      if (compressed) reply.header('Content-Encoding', encoding);
      await reply.type('application/json; charset=utf-8').send(compressed ?? entry.variants.identity);
    },
    invalidateLocal(prefix) {
      generation += 1;
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
      for (const key of loading.keys()) if (key.startsWith(prefix)) loading.delete(key);
      for (const listener of listeners) listener(prefix);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async publishChange(db, prefix) {
      this.invalidateLocal(prefix);
      await sql`select pg_notify(${CHANNEL}, ${prefix})`.execute(db);
    },
  };
}

export default fp(
  async function readCachePlugin(app: FastifyInstance, options: ReadCacheOptions) {
    const cache = createReadCache(options);
    app.decorate('readCache', cache);
    // A reconnected LISTEN missed what was notified while it was down: every prefix may be stale (issue 21).
    const unsubscribe = await app.database.listen(CHANNEL, (prefix) => cache.invalidateLocal(prefix), { onReconnect: () => cache.invalidateLocal('') });
    // preClose: before the database plugin's onClose ends the connection the listener uses.
    app.addHook('preClose', async () => {
      await unsubscribe();
    });
  },
  { name: 'read-cache', dependencies: ['database'] },
);
