import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';

/** A refused request's seconds to wait, noted where the budget refused it. */
const retryAfterOf = new WeakMap<Request, number>();

/** Notes the seconds a refused (429) request should wait; withRetryAfter puts them on its response. */
export function noteRetryAfter(request: Request, seconds: number): void {
  retryAfterOf.set(request, seconds);
}

type Handler<C> = (request: NextRequest, context: C) => Promise<NextResponse>;

/** Puts a refused request's Retry-After on its 429 (route() owns the response and knows no headers of its own). */
export function withRetryAfter<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const response = await handler(request, context);
    const wait = retryAfterOf.get(request);
    if (wait !== undefined) response.headers.set('retry-after', String(wait));
    return response;
  };
}
