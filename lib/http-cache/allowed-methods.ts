import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody } from '@/lib/api/envelope';
import { ERROR_CODES } from '@/lib/api/error-codes';
import { securityHeaders } from '@/lib/security/headers';

/**
 * The methods Next's request objects accept. Next fails on the others with a 500 (`TRACE`: "HTTP method is
 * unsupported") or renders a page for them (`PROPFIND`); the server answers them 405 before Next.
 */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const ALLOW = ALLOWED_METHODS.join(', ');

export function isAllowedMethod(method: string | undefined): boolean {
  return (ALLOWED_METHODS as readonly string[]).includes(method ?? '');
}

/** 405 with `Allow`, the API's error envelope on /api/ addresses and plain text elsewhere. */
export function sendMethodNotAllowed(req: IncomingMessage, res: ServerResponse): void {
  const message = ERROR_CODES.METHOD_NOT_ALLOWED.vi;
  const api = req.url?.startsWith('/api/');
  const body = api ? JSON.stringify(errorBody('METHOD_NOT_ALLOWED')) : message;
  for (const { key, value } of securityHeaders()) res.setHeader(key, value);
  res.writeHead(405, {
    allow: ALLOW,
    'content-type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}
