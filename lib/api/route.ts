import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { ApiError, apiError, methodNotAllowed } from './errors';
import { messageError, messageText } from './error-messages';
import { readBodyText } from './read-body';
import { assertSameOrigin } from './same-origin';
import { errorResponse, success, toErrorEnvelope, zodFieldErrors } from './envelope';
import { logger } from '@/lib/logger';
import { DATABASE_RETRY_AFTER_SECONDS, databaseStarting, isDatabaseUnavailable, rootMessage } from '@/lib/db/availability';

/** A cookie's attributes, as NextResponse's cookie jar takes them. */
type CookieOptions = {
  httpOnly?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
  path?: string;
  domain?: string;
  maxAge?: number;
};

/**
 * What a handler (or its caller's resolver) asks of the response: route() owns the response and applies these
 * to it, so nothing keeps them beside the request. A cookie is set on a successful answer only (a refused or
 * failed call hands out no guest cookie, drops no session); a header on any answer.
 */
export type Respond = {
  cookie: (name: string, value: string, options: CookieOptions) => void;
  header: (name: string, value: string) => void;
};

/** What a caller resolver is given: the request after its query and body passed their schemas. */
export type AuthContext = {
  request: NextRequest;
  respond: Respond;
  query: unknown;
  body: unknown;
  /** the route changes state (route({ write: true })): a resolver may make a new caller and take its budgets */
  write: boolean;
  successStatus: number;
};

/** Resolves who is asking for one kind of `auth`, or throws its refusal (401, 403, 429). */
type Resolver<C> = (context: AuthContext) => Promise<C>;
type Resolvers = Record<string, Resolver<unknown>>;
type CallerOf<R extends Resolvers, A> = A extends keyof R ? Awaited<ReturnType<R[A]>> : null;

type RouteSpec<Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType, T, A, C> = {
  /** who may ask: resolved once, after the input passed its schemas, and handed to the handler as `caller` */
  auth?: A;
  /** a state-changing call (see AuthContext.write) */
  write?: boolean;
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
    respond: Respond;
    caller: C;
  }) => Promise<T>;
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };

function parseOrThrow<S extends z.ZodType>(
  schema: S | undefined,
  value: unknown,
  where: 'invalidQuery' | 'invalidPathParams' | 'invalidBody',
): z.infer<S> {
  if (!schema) return undefined as z.infer<S>;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw messageError(where, {}, zodFieldErrors(parsed.error));
  return parsed.data;
}

/**
 * The keys a query gives more than once. Such a query is a 400: readers disagree on which copy counts (Next's
 * pages keep the first, URLSearchParams.get the first, Object.fromEntries the last), so a cache or a
 * proxy in front could read another request than the one served.
 */
function repeatedQueryKeys(search: URLSearchParams): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const key of search.keys()) (seen.has(key) ? repeated : seen).add(key);
  return [...repeated];
}

/** Query string to a plain object; a repeated key is a 400. */
function queryObject(request: NextRequest): Record<string, string> {
  const repeated = repeatedQueryKeys(request.nextUrl.searchParams);
  if (repeated.length > 0) {
    throw messageError(
      'invalidQuery',
      {},
      repeated.map((key) => ({ path: key, message: messageText('queryKeyRepeated', 'vi') })),
    );
  }
  // no prototype: `__proto__=x` is then an ordinary (unknown, so rejected) key
  const query = Object.create(null) as Record<string, string>;
  for (const [key, value] of request.nextUrl.searchParams) query[key] = value;
  return query;
}

// by name: asked twice (a replay adopting the first call's guest), the last one counts
type Asked = { cookies: Map<string, [string, CookieOptions]>; headers: Map<string, string> };

function newRespond(): { respond: Respond; asked: Asked } {
  const asked: Asked = { cookies: new Map(), headers: new Map() };
  const respond: Respond = {
    cookie: (name, value, options) => void asked.cookies.set(name, [value, options]),
    header: (name, value) => void asked.headers.set(name.toLowerCase(), value),
  };
  return { respond, asked };
}

/**
 * Builds the project's `route` from its caller resolvers (one per `auth` kind; `none`, the default, resolves
 * nothing). lib knows no feature: the features that own sessions, guest cookies and signed links provide the
 * resolvers and one module above them plugs them in (app/api/_lib/route.ts).
 *
 * The one wrapper every route handler goes through: parses query/body/params with zod, resolves the caller,
 * runs the handler, wraps the result in the envelope, maps errors, applies what the handler asked of the
 * response (`respond`, an error's Retry-After), and logs one structured line per request.
 */
export function createRoute<R extends Resolvers>(resolvers: R) {
  return function route<
    T,
    Q extends z.ZodType = z.ZodUndefined,
    B extends z.ZodType = z.ZodUndefined,
    P extends z.ZodType = z.ZodUndefined,
    A extends keyof R | 'none' = 'none',
  >(spec: RouteSpec<Q, B, P, T, A, CallerOf<R, A>>) {
    return async (request: NextRequest, context: RouteContext): Promise<NextResponse> => {
      const started = performance.now();
      const requestId = request.headers.get('x-request-id')?.slice(0, 64) || randomUUID();
      const { respond, asked } = newRespond();
      let httpStatus = 200;
      let response: NextResponse;
      try {
        // a server waiting for its database (db/prepare.ts) serves nothing that could meet an unmigrated schema
        if (databaseStarting()) throw apiError('DATABASE_UNAVAILABLE');
        assertSameOrigin(request);
        const query = parseOrThrow(spec.query, queryObject(request), 'invalidQuery');
        const params = parseOrThrow(spec.params, await context.params, 'invalidPathParams');
        let body: unknown = undefined;
        if (spec.body) {
          const text = await readBodyText(request);
          body = parseOrThrow(spec.body, text ? JSON.parse(text) : {}, 'invalidBody');
        }
        const successStatus = spec.successStatus ?? 200;
        const resolve = spec.auth === undefined || spec.auth === 'none' ? null : resolvers[spec.auth as keyof R];
        const caller = resolve ? await resolve({ request, respond, query, body, write: spec.write ?? false, successStatus }) : null;
        const data = await spec.handler({ query, body, params, request, requestId, respond, caller } as never);
        httpStatus = successStatus;
        response = NextResponse.json(success(data), {
          status: httpStatus,
          headers: { 'cache-control': spec.cacheControl ?? 'no-store' },
        });
        for (const [name, [value, options]] of asked.cookies) response.cookies.set(name, value, options);
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
        // a refusal that knows when to come back (a spent rate limit's 429)
        if (error instanceof ApiError && error.retryAfterSeconds !== undefined)
          response.headers.set('retry-after', String(error.retryAfterSeconds));
      }
      for (const [name, value] of asked.headers) response.headers.set(name, value);
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
  };
}

/** The route of callers that need no one resolved (auth: 'none'): lib's own routes and the sign-on service's. */
export const route = createRoute({});

/**
 * The raw variant, for a partner's server-to-server notification (IPN, bank webhook, callback) whose answer is
 * in the partner's protocol, not the envelope: no caller to resolve (the partner proves itself in that protocol),
 * no body schema. It keeps the guards every route has: a browser sent here by another site (cookies, foreign
 * Origin) gets the CSRF guard's 403, a field given twice a 400 (no partner sends one).
 */
export function rawRoute(handler: (request: NextRequest) => Promise<Response>) {
  return async (request: NextRequest): Promise<Response> => {
    try {
      assertSameOrigin(request);
    } catch (error) {
      const mapped = toErrorEnvelope(error);
      return Response.json(mapped.body, { status: mapped.httpStatus, headers: { 'cache-control': 'no-store' } });
    }
    if (repeatedQueryKeys(request.nextUrl.searchParams).length > 0) return errorResponse('BAD_REQUEST', 'Tham số truy vấn không hợp lệ');
    return handler(request);
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
