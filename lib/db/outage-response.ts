import 'server-only';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { errorBody } from '@/lib/api/envelope';
import { ERROR_CODES } from '@/lib/api/error-codes';
import type { Lang } from '@/lib/i18n/config';
import { HOME_PATH, localePath } from '@/lib/paths';
import { API_CSP, securityHeaders } from '@/lib/security/headers';
import { escapeHtml } from '@/lib/text/escape-html';
import { color, fontFamily, fontSize, space } from '@/lib/theme/tokens';
import viCommon from '@/locales/vi/common.json';
import enCommon from '@/locales/en/common.json';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseStarting,
  databaseTrouble,
  runWithRequestTrouble,
  type RequestTrouble,
} from './availability';

/**
 * The production server's 503 for a database that is away (or cancelled a statement for its time): the API's
 * error envelope, or a small translated page that needs nothing from the database, with Retry-After.
 */

const WORDS = { vi: viCommon, en: enCommon } as const;
/** The page has no script, image or form: its styles are inline attributes. */
const PAGE_CSP = `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
type Code = 'DATABASE_UNAVAILABLE' | 'SERVICE_BUSY';

const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?')[0] ?? '/';
const isApiRequest = (req: IncomingMessage) => /^\/(sso\/)?api\//.test(pathOf(req));
const langOf = (req: IncomingMessage): Lang => (/^\/en(\/|$)/.test(pathOf(req)) ? 'en' : 'vi');

/** A page address (not the API, which answers its own envelope, nor Next's assets or a file such as /favicon.svg). */
function isPageRequest(req: IncomingMessage): boolean {
  const path = pathOf(req);
  if (isApiRequest(req) || path.startsWith('/_next/')) return false;
  return !/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

function unavailablePage(lang: Lang, retryUrl: string, code: Code): string {
  const words = WORDS[lang];
  const link = `color:${color.primary}`;
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${escapeHtml(`${words.errorTitle} · ${words.brand}`)}</title></head>`,
    `<body style="margin:0;font-family:${escapeHtml(fontFamily.base)};color:${color.text}">`,
    `<header style="background:${color.brand};color:${color.textInverse};padding:${space['3']}px ${space['4']}px;font-weight:700">${escapeHtml(words.brand)}</header>`,
    `<main style="max-width:640px;margin:${space['10']}px auto;padding:0 ${space['4']}px;font-size:${fontSize.xl}px">`,
    `<h1 style="color:${color.textHeading}">${escapeHtml(words.errorTitle)}</h1>`,
    `<p data-error-code="${code}">${escapeHtml(ERROR_CODES.SERVICE_BUSY[lang])}</p>`,
    `<p><a style="${link}" href="${escapeHtml(retryUrl)}">${escapeHtml(words.retry)}</a> · `,
    `<a style="${link}" href="${localePath(lang, HOME_PATH)}">${escapeHtml(words.backHome)}</a></p></main></body></html>`,
  ].join('');
}

function unavailableAnswer(req: IncomingMessage, code: Code): { headers: OutgoingHttpHeaders; body: string } {
  const api = isApiRequest(req);
  const body = api ? JSON.stringify(errorBody(code)) : unavailablePage(langOf(req), req.url ?? '/', code);
  return {
    body,
    headers: {
      ...Object.fromEntries(securityHeaders().map(({ key, value }) => [key.toLowerCase(), value])),
      'content-security-policy': api ? API_CSP : PAGE_CSP,
      'content-type': api ? 'application/json' : 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    },
  };
}

/** Answers `req` with the 503 of a database that is away. */
function sendDatabaseUnavailable(req: IncomingMessage, res: ServerResponse): void {
  const { headers, body } = unavailableAnswer(req, 'DATABASE_UNAVAILABLE');
  res.writeHead(503, headers);
  res.end(body);
}

type Callback = () => void;
const callbackIn = (args: unknown[]) => args.find((a): a is Callback => typeof a === 'function');

/**
 * Makes the 500 that Next's error page would send for a render that failed on the database (as the instrumentation
 * hook noted in `record`) a 503 with Retry-After and the page above; Next's own body then goes nowhere. Other
 * answers pass untouched. Whatever path Next takes (writeHead, or write/end with statusCode), the first of them decides.
 */
function answerDatabaseFailuresWith503(req: IncomingMessage, res: ServerResponse, record: RequestTrouble): void {
  const raw = { writeHead: res.writeHead, write: res.write, end: res.end };
  let replaced = false;
  const replaceIfDatabaseFailed = (status: number): boolean => {
    if (replaced) return true;
    if (res.headersSent || status !== 500 || !record.trouble) return false;
    replaced = true;
    const hsts = res.getHeader('strict-transport-security');
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    const { headers, body } = unavailableAnswer(req, record.trouble === 'statement-timeout' ? 'SERVICE_BUSY' : 'DATABASE_UNAVAILABLE');
    if (hsts !== undefined) headers['strict-transport-security'] = String(hsts);
    (raw.writeHead as (status: number, headers: OutgoingHttpHeaders) => ServerResponse).call(res, 503, headers);
    (raw.end as (chunk: string) => ServerResponse).call(res, body);
    return true;
  };
  res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    if (replaceIfDatabaseFailed(status)) return this;
    return (raw.writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse['writeHead'];
  res.write = function write(this: ServerResponse, ...args: unknown[]) {
    if (!replaceIfDatabaseFailed(this.statusCode)) return (raw.write as (...a: unknown[]) => boolean).apply(this, args);
    const callback = callbackIn(args);
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];
  res.end = function end(this: ServerResponse, ...args: unknown[]) {
    if (!replaceIfDatabaseFailed(this.statusCode)) return (raw.end as (...a: unknown[]) => ServerResponse).apply(this, args);
    const callback = callbackIn(args);
    if (callback) process.nextTick(callback);
    return this;
  } as ServerResponse['end'];
}

/**
 * How the production server (server.ts) answers one request around `render` (Next, behind the shared cache): while
 * the start-up waits for the database, a page is a 503 without a render; a render that fails on the database (the
 * instrumentation hook notes it, as does a render that throws) is a 503 with Retry-After instead of a 500.
 */
export function serveThroughDatabaseOutages(req: IncomingMessage, res: ServerResponse, render: () => Promise<void>): Promise<void> {
  if (databaseStarting() && isPageRequest(req)) {
    sendDatabaseUnavailable(req, res);
    return Promise.resolve();
  }
  const record: RequestTrouble = { trouble: null };
  answerDatabaseFailuresWith503(req, res, record);
  return runWithRequestTrouble(record, render).catch((error: unknown) => {
    console.error('request failed', req.method, req.url, error);
    record.trouble ??= databaseTrouble(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end();
  });
}
