import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { contentSecurityPolicy } from '@/lib/security/headers';
import { captureResponse, type CapturedResponse } from './capture-response';
import { inlineScriptHashes } from './inline-script-hashes';
import { SHARED_CACHE_RULES, sharedCacheKey, sharedCacheRule, type SharedCacheRule } from './shared-cache-rules';

type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; gzipped: Buffer; storedAt: number; expiresAt: number };

export type SharedResponseCacheOptions = {
  rules?: readonly SharedCacheRule[];
  maxBytes?: number;
  /** an upper bound on every rule's time (SHARED_CACHE_MAX_SECONDS): how stale a shared answer may be */
  maxSeconds?: number;
  /** today's date in Vietnam (YYYY-MM-DD): a shared page never outlives the day it was made for */
  today: () => string;
  now?: () => number;
};

const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const SHAREABLE_TYPE = /^(?:text\/html|application\/json)\b/i;
// set again for every response sent from the cache
const PER_RESPONSE_HEADERS = ['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'x-cache', 'age'];

export type RenderResponse = () => unknown;

/**
 * An in-process shared cache in front of Next's request handler: what a CDN with `s-maxage` would do
 * (ARCHITECTURE §6), for the anonymous pages and lists of SHARED_CACHE_RULES. Concurrent misses for one
 * key wait for a single render; a page is kept with its inline-script hashes as its CSP and gzipped once.
 */
export function createSharedResponseCache(options: SharedResponseCacheOptions) {
  const rules = options.rules ?? SHARED_CACHE_RULES;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | null>>();
  let bytes = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length + entry.gzipped.length;
    entries.delete(key);
  };

  const remember = (key: string, entry: Entry) => {
    forget(key);
    entries.set(key, entry);
    bytes += entry.body.length + entry.gzipped.length;
    // a Map iterates in insertion order: the first keys are the least recently used
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      forget(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  async function render(key: string, rule: SharedCacheRule, req: IncomingMessage, res: ServerResponse, handle: RenderResponse) {
    // the cache compresses once per entry; the render stays uncompressed
    const acceptEncoding = req.headers['accept-encoding'];
    delete req.headers['accept-encoding'];
    const captured = await captureResponse(res, handle);
    req.headers['accept-encoding'] = acceptEncoding;
    const entry = toEntry(captured, Math.min(rule.ttlSeconds, options.maxSeconds ?? Infinity), now());
    if (entry) remember(key, entry);
    return { captured, entry };
  }

  return {
    get size() {
      return { entries: entries.size, bytes };
    },

    /** Answers `req` from the cache when its rule allows, otherwise lets `handle` (Next) answer it. */
    async serve(req: IncomingMessage, res: ServerResponse, handle: RenderResponse): Promise<void> {
      const rule = sharedCacheRule(req, rules);
      if (!rule) {
        await handle();
        return;
      }
      const key = sharedCacheKey(req, options.today());
      const hit = fresh(key);
      if (hit) return send(req, res, hit, 'HIT', now());

      const pending = rendering.get(key);
      if (pending) {
        const shared = await pending.catch(() => null);
        if (shared) return send(req, res, shared, 'HIT', now());
        await handle();
        return;
      }

      const rendered = render(key, rule, req, res, handle);
      const settled = rendered.then(({ entry }) => entry);
      settled.catch(() => undefined); // the request that renders reports the failure; waiters render themselves
      rendering.set(key, settled);
      try {
        const { captured, entry } = await rendered;
        if (entry) send(req, res, entry, 'MISS', now());
        else sendCaptured(res, captured);
      } finally {
        rendering.delete(key);
      }
    },
  };
}

function toEntry(captured: CapturedResponse, ttlSeconds: number, storedAt: number): Entry | null {
  const { status, headers, body } = captured;
  const type = String(headers['content-type'] ?? '');
  if (status !== 200 || headers['set-cookie'] !== undefined || !SHAREABLE_TYPE.test(type) || body.length > MAX_ENTRY_BYTES) return null;
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!PER_RESPONSE_HEADERS.includes(name) && value !== undefined) kept[name] = value;
  if (/^text\/html/i.test(type) && kept['content-security-policy'] !== undefined) {
    kept['content-security-policy'] = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(body.toString('utf8')) });
  }
  const vary = String(kept.vary ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  return { status, headers: kept, body, gzipped: gzipSync(body, { level: 6 }), storedAt, expiresAt: storedAt + ttlSeconds * 1000 };
}

function send(req: IncomingMessage, res: ServerResponse, entry: Entry, state: 'HIT' | 'MISS', at: number) {
  const gzip = /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? entry.gzipped : entry.body;
  for (const name of res.getHeaderNames()) if (!(name in entry.headers)) res.removeHeader(name);
  res.writeHead(entry.status, {
    ...entry.headers,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    'content-length': body.length,
    'x-cache': state,
    age: String(Math.max(0, Math.floor((at - entry.storedAt) / 1000))),
  });
  res.end(body);
}

function sendCaptured(res: ServerResponse, captured: CapturedResponse) {
  res.statusCode = captured.status;
  res.removeHeader('transfer-encoding');
  res.setHeader('content-length', captured.body.length);
  res.end(captured.body);
}
