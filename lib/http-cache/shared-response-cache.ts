import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GuardedRedis } from '@/lib/cache/redis-client';
import type { SharedCacheCounters, SharedCacheStats } from './cache-stats';
import { captureResponse, RenderTimeoutError, type CapturedResponse } from './capture-response';
import { createMemoryEntryStore, type CacheEntry as Entry } from './entry-store';
import { sharedLifetime } from './shared-cache-control';
import { guestCookieHeader, personalizeBody, type PageVisitor } from './personalize-page';
import { createRedisEntryStore } from './redis-entry-store';
import { SHARED_CACHE_RULES, sharedCacheMatch, type SharedCacheRule } from './shared-cache-rules';
import { send, sendCaptured, sendPersonal, sendTimeout, toEntry } from './cached-response';

export type SharedResponseCacheOptions = {
  rules?: readonly SharedCacheRule[];
  /** every byte kept in this process (bodies, gzip copies, headers, keys) stays under this */
  maxBytes?: number;
  maxEntries?: number;
  /** an upper bound on every rule's time (SHARED_CACHE_MAX_SECONDS): how stale a shared answer may be */
  maxSeconds?: number;
  /** a render that has not ended by then is aborted, and it and its waiters get a 503 */
  renderTimeoutMs?: number;
  /** today's date in Vietnam (YYYY-MM-DD): a shared page never outlives the day it was made for */
  today: () => string;
  now?: () => number;
  /**
   * The signed-in visitor of a page request that carries a session (verified), or null when the session is
   * not valid. Set: such requests get the shared guest page with the visitor's header (personalize-page.ts),
   * privately. Unset: they are rendered, as every request with a session once was.
   */
  pageVisitor?: (cookieHeader: string | undefined) => Promise<PageVisitor | null>;
  /** Set (REDIS_URL): entries live in Redis for every process, one process renders a key at a time (redis-entry-store.ts). */
  redis?: GuardedRedis;
};

// a lock outlives the render it guards: the render is aborted at the render timeout
const LOCK_MARGIN_MS = 1_000;

export type RenderResponse = (res: ServerResponse) => unknown;

/**
 * A shared cache in front of Next's request handler: what a CDN with `s-maxage` would do (docs/architecture.md, "Caches"),
 * for the anonymous pages and lists of SHARED_CACHE_RULES. Concurrent misses for one key wait for a single
 * render; a page is kept with its inline-script hashes as its CSP and gzipped once. Entries live in this
 * process (bounded by entries and by every byte kept, expired ones purged), or with `redis` in Redis for
 * every process, with short local copies; the rules and keys are the same either way.
 */
export function createSharedResponseCache(options: SharedResponseCacheOptions) {
  const rules = options.rules ?? SHARED_CACHE_RULES;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxEntries = options.maxEntries ?? 5_000;
  const maxSeconds = options.maxSeconds ?? Infinity;
  const renderTimeoutMs = options.renderTimeoutMs ?? 20_000;
  const now = options.now ?? Date.now;
  const counters = { hits: 0, misses: 0, bypasses: 0, uncacheable: 0, timeouts: 0, personalized: 0 } satisfies Partial<SharedCacheCounters>;
  const local = createMemoryEntryStore({ maxBytes, maxEntries, now });
  const store = options.redis
    ? createRedisEntryStore({ redis: options.redis, local, lockMs: renderTimeoutMs + LOCK_MARGIN_MS, now })
    : local;
  const rendering = new Map<string, Promise<Entry | null>>();

  const lifetimeOf = (rule: SharedCacheRule, captured: CapturedResponse) => {
    const declared = rule.kind === 'page' ? rule.ttlSeconds : sharedLifetime(captured.headers['cache-control']);
    return declared === null ? 0 : Math.min(declared, rule.ttlSeconds, maxSeconds);
  };

  async function render(key: string, rule: SharedCacheRule, req: IncomingMessage, handle: RenderResponse) {
    counters.misses += 1;
    // the cache compresses once per entry; the render stays uncompressed
    const acceptEncoding = req.headers['accept-encoding'];
    delete req.headers['accept-encoding'];
    try {
      const captured = await captureResponse(req, handle, renderTimeoutMs);
      const seconds = lifetimeOf(rule, captured);
      const entry = seconds > 0 ? toEntry(captured, rule, seconds, now()) : null;
      const kept = entry !== null && (await store.set(key, entry, seconds * 1000));
      if (!kept) counters.uncacheable += 1;
      return { captured, entry };
    } finally {
      req.headers['accept-encoding'] = acceptEncoding;
    }
  }

  type Filled = { captured: CapturedResponse; entry: Entry | null } | { captured?: undefined; entry: Entry };
  /** A miss: rendered here, or (in Redis) the entry another process rendered meanwhile, without `captured`. */
  async function fill(key: string, rule: SharedCacheRule, req: IncomingMessage, handle: RenderResponse): Promise<Filled> {
    const claim = await store.claim(key, renderTimeoutMs);
    if (claim.entry) return { entry: claim.entry };
    try {
      return await render(key, rule, req, handle);
    } finally {
      await claim.release();
    }
  }

  /** The shared guest entry of a key: kept, being rendered, or rendered now from a request without a session. */
  async function guestEntry(key: string, rule: SharedCacheRule, req: IncomingMessage, handle: RenderResponse): Promise<Entry | null> {
    const hit = await store.get(key);
    if (hit) return hit;
    const pending = rendering.get(key);
    if (pending) return pending.catch((error: unknown) => (error instanceof RenderTimeoutError ? Promise.reject(error) : null));
    const cookie = req.headers.cookie;
    const guestCookie = guestCookieHeader(cookie);
    if (guestCookie === undefined) delete req.headers.cookie;
    else req.headers.cookie = guestCookie;
    const rendered = fill(key, rule, req, handle).then(({ entry }) => entry);
    rendered.catch(() => undefined);
    rendering.set(key, rendered);
    try {
      return await rendered;
    } finally {
      rendering.delete(key);
      req.headers.cookie = cookie;
    }
  }

  async function serveSignedIn(
    req: IncomingMessage,
    res: ServerResponse,
    handle: RenderResponse,
    key: string,
    rule: SharedCacheRule,
    pageVisitor: (cookieHeader: string | undefined) => Promise<PageVisitor | null>,
  ): Promise<void> {
    let entry: Entry | null;
    let visitor: PageVisitor | null;
    try {
      const visitorOfSession = pageVisitor(req.headers.cookie);
      [entry, visitor] = await Promise.all([guestEntry(key, rule, req, handle), visitorOfSession]);
    } catch (error) {
      if (error instanceof RenderTimeoutError) return sendTimeout(req, res);
      entry = null;
      visitor = null;
    }
    const body = entry && (visitor ? personalizeBody(entry.body, visitor) : entry.body);
    if (!entry || body === null) {
      // no shared copy to start from, or its markers moved: the visitor's own render
      counters.bypasses += 1;
      await handle(res);
      return;
    }
    counters.personalized += 1;
    sendPersonal(req, res, entry, body);
  }

  return {
    get size() {
      const { entries, bytes } = store.stats();
      return { entries, bytes };
    },

    /** This process's counts; with Redis, `entries` and `bytes` are its local copies. */
    stats(): SharedCacheStats {
      return { status: 'on', store: store.kind, ...store.stats(), ...counters };
    },

    /** Stops the purge timer (tests); a Redis connection stays its owner's to close. */
    close() {
      store.close();
    },

    /** Answers `req` from the cache when its rule allows, otherwise lets `handle` (Next) answer it. */
    async serve(req: IncomingMessage, res: ServerResponse, handle: RenderResponse): Promise<void> {
      const { pageVisitor } = options;
      const match = sharedCacheMatch(req, options.today(), rules, { signedInPages: pageVisitor !== undefined });
      if (!match) {
        counters.bypasses += 1;
        await handle(res);
        return;
      }
      const { rule, key } = match;
      if (match.signedIn && pageVisitor) return serveSignedIn(req, res, handle, key, rule, pageVisitor);
      const hit = await store.get(key);
      if (hit) {
        counters.hits += 1;
        return send(req, res, hit, 'HIT', now());
      }

      const pending = rendering.get(key);
      if (pending) {
        try {
          const shared = await pending;
          if (shared) {
            counters.hits += 1;
            return send(req, res, shared, 'HIT', now());
          }
        } catch (error) {
          // one slow page must not become many: its waiters do not render it again
          if (error instanceof RenderTimeoutError) return sendTimeout(req, res);
        }
        counters.bypasses += 1;
        await handle(res);
        return;
      }

      const rendered = fill(key, rule, req, handle);
      const settled = rendered.then(({ entry }) => entry);
      settled.catch(() => undefined); // the request that renders reports the failure
      rendering.set(key, settled);
      try {
        const { captured, entry } = await rendered;
        if (!captured) {
          // another process rendered it while this one waited
          counters.hits += 1;
          return send(req, res, entry, 'HIT', now());
        }
        if (entry) send(req, res, entry, 'MISS', now(), captured.headers['x-request-id']);
        else sendCaptured(res, captured);
      } catch (error) {
        if (!(error instanceof RenderTimeoutError)) throw error;
        counters.timeouts += 1;
        console.error('shared cache: render aborted', req.url, error.message);
        sendTimeout(req, res);
      } finally {
        rendering.delete(key);
      }
    },
  };
}
