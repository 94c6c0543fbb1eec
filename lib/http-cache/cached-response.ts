// How a cache entry is made from a captured render, and how entries and renders are sent (shared-response-cache.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { contentSecurityPolicy, HSTS } from '@/lib/security/headers';
import { errorBody } from '@/lib/api/envelope';
import { ERROR_CODES } from '@/lib/api/error-codes';
import { prefersGzip } from './accept-encoding';
import type { CapturedResponse } from './capture-response';
import { MAX_ENTRY_BYTES, owned, type CacheEntry as Entry } from './entry-store';
import { inlineScriptHashes } from './inline-script-hashes';
import { sharedPageCacheControl } from './shared-cache-control';
import { encodedBody } from './personalize-page';
import type { SharedCacheRule } from './shared-cache-rules';

const SHAREABLE_TYPE = /^(?:text\/html|application\/json)\b/i;
// never kept: set again (or by Node) for every response sent from the cache
const PER_RESPONSE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'x-cache',
  'age',
  'x-request-id',
  'set-cookie',
  'strict-transport-security',
]);
// as next.config.ts: HSTS only for a visitor who came over HTTPS (the proxy in front says so)
const CAME_OVER_HTTPS = /^https(?:\s*,.*)?$/;

/** Headers that depend on how this visitor came, not on the page: never kept, added per response. */
function transportHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  const proto = req.headers['x-forwarded-proto'];
  return typeof proto === 'string' && CAME_OVER_HTTPS.test(proto) ? { [HSTS.key.toLowerCase()]: HSTS.value } : {};
}
const REQUEST_ID = /^[\w.:-]{1,64}$/;

export function toEntry(captured: CapturedResponse, rule: SharedCacheRule, ttlSeconds: number, storedAt: number): Entry | null {
  const { status, headers, body } = captured;
  const type = String(headers['content-type'] ?? '');
  if (status !== 200 || headers['set-cookie'] !== undefined || !SHAREABLE_TYPE.test(type) || body.length > MAX_ENTRY_BYTES) return null;
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined) kept[name] = value;
  if (/^text\/html/i.test(type) && kept['content-security-policy'] !== undefined) {
    kept['content-security-policy'] = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(body.toString('utf8')) });
  }
  const vary = [String(kept.vary ?? '')].filter(Boolean);
  if (!/\baccept-encoding\b/i.test(vary.join())) vary.push('Accept-Encoding');
  if (rule.kind === 'page') {
    // said to the outside as it is done here: shared for its time, once per currency cookie
    kept['cache-control'] = sharedPageCacheControl(ttlSeconds);
    if (!/\bcookie\b/i.test(vary.join())) vary.push('Cookie');
  }
  kept.vary = vary.join(', ');
  return {
    status,
    headers: kept,
    body: owned(body),
    gzipped: owned(gzipSync(body, { level: 6 })),
    storedAt,
    requestId: headers['x-request-id'] !== undefined,
  };
}

/** The caller's request id when it is a sane one (as lib/api/route.ts echoes it), else a new one. */
function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export function send(req: IncomingMessage, res: ServerResponse, entry: Entry, state: 'HIT' | 'MISS', at: number, renderedId?: unknown) {
  const gzip = prefersGzip(req.headers['accept-encoding']);
  const body = gzip ? entry.gzipped : entry.body;
  const requestId = entry.requestId ? { 'x-request-id': typeof renderedId === 'string' ? renderedId : requestIdFor(req) } : {};
  res.writeHead(entry.status, {
    ...entry.headers,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    'content-length': body.length,
    ...requestId,
    ...transportHeaders(req),
    'x-cache': state,
    age: String(Math.max(0, Math.floor((at - entry.storedAt) / 1000))),
  });
  res.end(body);
}

/** A shared page made the visitor's own: never stored by anyone on the way. */
export function sendPersonal(req: IncomingMessage, res: ServerResponse, entry: Entry, page: Buffer) {
  const gzip = prefersGzip(req.headers['accept-encoding']);
  const body = encodedBody(page, gzip);
  res.writeHead(entry.status, {
    ...entry.headers,
    'cache-control': 'private, no-store',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    'content-length': body.length,
    'x-request-id': requestIdFor(req),
    ...transportHeaders(req),
    'x-cache': 'PERSONALIZED',
  });
  res.end(body);
}

export function sendCaptured(res: ServerResponse, captured: CapturedResponse) {
  for (const [name, value] of Object.entries(captured.headers)) {
    if (value !== undefined && name !== 'transfer-encoding' && name !== 'content-length') res.setHeader(name, value);
  }
  res.statusCode = captured.status;
  res.setHeader('content-length', captured.body.length);
  res.end(captured.body);
}

export function sendTimeout(req: IncomingMessage, res: ServerResponse) {
  const api = req.url?.startsWith('/api/');
  const message = ERROR_CODES.RENDER_TIMEOUT.vi;
  const body = api
    ? JSON.stringify(errorBody('RENDER_TIMEOUT'))
    : `<!doctype html><html lang="vi"><meta charset="utf-8"><title>Máy chủ đang bận</title><p>${message}</p></html>`;
  res.writeHead(503, {
    'content-type': api ? 'application/json' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'retry-after': '5',
  });
  res.end(body);
}
