import 'server-only';
import { z } from 'zod';
import type { HttpMethod } from '../schemas';
import type { ErrorCode } from '@/lib/api/error-codes';

/** Queries of the two routes this feature serves; strict like every other query of the API. */
export const noQuerySchema = z.strictObject({});

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429 | 503;
type OperationMethod = Extract<HttpMethod, 'get' | 'post' | 'put' | 'patch' | 'delete'>;
/** Who may call: anyone; a signed-in user (the `accessToken` cookie); another server (`Authorization: Bearer <INTERNAL_API_KEY>`). */
export type ApiAuth = 'none' | 'session' | 'service';

/**
 * One documented operation: the zod schemas the route parses and answers with. The document is built
 * from this list, and the fuzz suite validates the server's answers against the same schemas.
 * The builder adds what follows from `auth` and the method: 401 UNAUTHORIZED for 'session' and 'service',
 * 403 FORBIDDEN_ORIGIN for every write (the route wrapper's CSRF guard), 503 DATABASE_UNAVAILABLE for every
 * operation, and `Retry-After` on a 429 and a 503.
 */
export type ApiOperation = {
  operationId: string;
  method: OperationMethod;
  /** as the route is reached (the spec's banners path ends in "/"); path parameters as `{id}` */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** default 'none' */
  auth?: ApiAuth;
  /** a strict object; leave it out when the route parses no query (no query parameter is documented then) */
  query?: z.ZodObject;
  /** the route's `params` schema, one key per `{name}` of the path */
  params?: z.ZodObject;
  /** JSON body; required unless the schema accepts undefined (`.optional()`) */
  body?: z.ZodType;
  success: { status: 200 | 201; description: string; contentType: 'application/json' | 'text/html'; schema: z.ZodType };
  errors: Partial<Record<ErrorStatus, string>>;
};

/** An error response's description with its codes from the catalogue (lib/api/error-codes.ts). */
export const described = (text: string, ...codes: [ErrorCode, ...ErrorCode[]]) =>
  `${text}: ${codes.map((code) => `\`${code}\``).join(' or ')}`;

export const METHOD_NOT_ALLOWED = described('A method the route does not serve (with `Allow`)', 'METHOD_NOT_ALLOWED');
export const BAD_QUERY = described(
  'A query parameter of the wrong type, out of its limits, missing or unknown (one entry per field in errors)',
  'BAD_REQUEST',
);
/** The 400 of an operation with a body or path parameters. */
export const BAD_INPUT = described(
  'A path parameter, query parameter or body field of the wrong type, out of its limits, missing or unknown (one entry per field in errors), or a body that is not JSON',
  'BAD_REQUEST',
  'INVALID_JSON',
);
export const DATABASE_DOWN = described(
  'The query, or the shared cache rendering the answer, ran out of time',
  'SERVICE_BUSY',
  'RENDER_TIMEOUT',
);
export const NOT_FOUND = (text: string) => described(text, 'NOT_FOUND');
