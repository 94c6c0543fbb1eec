import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { apiError, badRequest, methodNotAllowed } from './errors';
import { readBodyText } from './read-body';
import { assertSameOrigin } from './same-origin';
import { success, toErrorEnvelope, zodFieldErrors } from './envelope';
import { logger } from '@/lib/logger';
import { DATABASE_RETRY_AFTER_SECONDS, databaseStarting, isDatabaseUnavailable, rootMessage } from '@/lib/db/availability';

type RouteSpec<Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType, T> = {
  query?: Q;
  body?: B;
  params?: P;
  /** Cache-Control for successful responses; default no-store */
  cacheControl?: string;
  /** HTTP status of a success; default 200 */
  successStatus?: number;
  handler: (input: {
    query: z.infer<Q>;
    body: z.infer<B>;
    params: z.infer<P>;
    request: NextRequest;
    requestId: string;
  }) => Promise<T>;
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };

function parseOrThrow<S extends z.ZodType>(schema: S | undefined, value: unknown, where: string): z.infer<S> {
  if (!schema) return undefined as z.infer<S>;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(`Tham số ${where} không hợp lệ`, zodFieldErrors(parsed.error));
  return parsed.data;
}

/**
 * The keys a query gives more than once. Such a query is a 400: readers disagree on which copy counts (Next's
 * pages keep the first, URLSearchParams.get the first, Object.fromEntries the last), so a cache or a
 * proxy in front could read another request than the one served.
 */
export function repeatedQueryKeys(search: URLSearchParams): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const key of search.keys()) (seen.has(key) ? repeated : seen).add(key);
  return [...repeated];
}

/** Query string to a plain object; a repeated key is a 400. */
function queryObject(request: NextRequest): Record<string, string> {
  const repeated = repeatedQueryKeys(request.nextUrl.searchParams);
  if (repeated.length > 0) {
    throw badRequest(
      'Tham số truy vấn không hợp lệ',
      repeated.map((key) => ({ path: key, message: 'Tham số chỉ được xuất hiện một lần' })),
    );
  }
  // no prototype: `__proto__=x` is then an ordinary (unknown, so rejected) key
  const query = Object.create(null) as Record<string, string>;
  for (const [key, value] of request.nextUrl.searchParams) query[key] = value;
  return query;
}

/**
 * The one wrapper every route handler goes through: parses query/body/params with zod, runs the
 * handler, wraps the result in the envelope, maps errors, and logs one structured line per request.
 */
export function route<
  T,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
>(spec: RouteSpec<Q, B, P, T>) {
  return async (request: NextRequest, context: RouteContext): Promise<NextResponse> => {
    const started = performance.now();
    const requestId = request.headers.get('x-request-id')?.slice(0, 64) || randomUUID();
    let httpStatus = 200;
    let response: NextResponse;
    try {
      // a server waiting for its database (db/prepare.ts) serves nothing that could meet an unmigrated schema
      if (databaseStarting()) throw apiError('DATABASE_UNAVAILABLE');
      assertSameOrigin(request);
      const query = parseOrThrow(spec.query, queryObject(request), 'truy vấn');
      const params = parseOrThrow(spec.params, await context.params, 'đường dẫn');
      let body: unknown = undefined;
      if (spec.body) {
        const text = await readBodyText(request);
        body = parseOrThrow(spec.body, text ? JSON.parse(text) : {}, 'nội dung');
      }
      const data = await spec.handler({ query, body, params, request, requestId } as never);
      httpStatus = spec.successStatus ?? 200;
      response = NextResponse.json(success(data), {
        status: httpStatus,
        headers: { 'cache-control': spec.cacheControl ?? 'no-store' },
      });
    } catch (error) {
      const unreachable = isDatabaseUnavailable(error);
      const mapped = toErrorEnvelope(unreachable ? apiError('DATABASE_UNAVAILABLE') : error);
      const away = mapped.body.error_code === 'DATABASE_UNAVAILABLE';
      httpStatus = mapped.httpStatus;
      if (away) logger().warn({ requestId, err: rootMessage(error) }, 'database unreachable');
      else if (httpStatus >= 500) logger().error({ requestId, err: error }, 'unhandled error');
      // 503 (database away or busy, a partner down): the same request may succeed in a moment
      response = NextResponse.json(mapped.body, { status: httpStatus, headers: { 'cache-control': 'no-store' } });
      if (httpStatus === 503) response.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    response.headers.set('x-request-id', requestId);
    logger().info({
      requestId,
      method: request.method,
      path: request.nextUrl.pathname,
      status: httpStatus,
      ms: Math.round(performance.now() - started),
    });
    return response;
  };
}

type RouteHandler = (request: NextRequest, context: RouteContext) => Promise<NextResponse>;

/**
 * Handlers for the methods a route does not serve: 405 with `Allow` and the error envelope, where Next's own
 * 405 has an empty body. A GET route: `export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);`,
 * a POST route: `export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);`
 */
export function methodsNotAllowed(served: readonly string[]): Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', RouteHandler> {
  const allow = [...served, 'HEAD', 'OPTIONS'].join(', ');
  const refuse = route({
    handler: async () => {
      throw methodNotAllowed();
    },
  });
  const answer: RouteHandler = async (request, context) => {
    const response = await refuse(request, context);
    response.headers.set('allow', allow);
    return response;
  };
  return { GET: answer, POST: answer, PUT: answer, PATCH: answer, DELETE: answer };
}
