import 'server-only';
import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { SESSION_COOKIE } from '@/lib/security/auth-cookies';
import { errorEnvelopeSchema } from '../schemas';
import { API_OPERATIONS, described, type ApiOperation, type ErrorStatus } from './operations';

export type OpenApiDocument = oas31.OpenAPIObject;

/** Names of the two security schemes in components.securitySchemes. */
const SECURITY_SCHEMES = { session: 'sessionCookie', service: 'serviceKey' } as const;

/** The error responses that follow from the operation's auth and method (and the database), before its own. */
function impliedErrors(operation: ApiOperation): Partial<Record<ErrorStatus, string>> {
  const implied: Partial<Record<ErrorStatus, string>> = {};
  if (operation.auth === 'session')
    implied[401] = described('No `accessToken` cookie, or its session is expired, revoked or forged', 'UNAUTHORIZED');
  if (operation.auth === 'service') implied[401] = described('No `Authorization: Bearer` service key, or a wrong one', 'UNAUTHORIZED');
  if (operation.method !== 'get') {
    implied[403] = described('The request carries cookies but no `Origin` of this site (CSRF guard)', 'FORBIDDEN_ORIGIN');
  }
  if (operation.body) implied[413] = described('A body over 64 KB', 'PAYLOAD_TOO_LARGE');
  // the route wrapper's answer while the server waits for its database at start-up, or loses it (with Retry-After)
  implied[503] = described(
    'The database cannot be reached (the server is starting or lost it): retry after `Retry-After`',
    'DATABASE_UNAVAILABLE',
  );
  return implied;
}

const retryAfter = z.strictObject({ 'Retry-After': z.int().min(1).meta({ description: 'Seconds to wait before trying again' }) });

function responses(operation: ApiOperation): ZodOpenApiResponsesObject {
  const { success } = operation;
  const result: ZodOpenApiResponsesObject = {
    [String(success.status) as '200']: {
      description: success.description,
      content: { [success.contentType]: { schema: success.schema } },
    },
  };
  const implied = impliedErrors(operation);
  const statuses = [...new Set([...Object.keys(implied), ...Object.keys(operation.errors)])].map(Number).sort() as ErrorStatus[];
  for (const status of statuses) {
    const description = [implied[status], operation.errors[status]].filter(Boolean).join('; ');
    const response: ZodOpenApiResponseObject = { description, content: { 'application/json': { schema: errorEnvelopeSchema } } };
    if (status === 429 || status === 503) response.headers = retryAfter;
    result[String(status) as '400'] = response;
  }
  return result;
}

/** Comma-joined lists ("star=4,5") are form style without explode in OpenAPI terms. */
function markCommaLists(document: OpenApiDocument) {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, oas31.OperationObject>)) {
      for (const parameter of operation.parameters ?? []) {
        if ('$ref' in parameter) continue;
        const schema = parameter.schema as oas31.SchemaObject | undefined;
        if (parameter.in === 'query' && schema?.type === 'array') Object.assign(parameter, { style: 'form', explode: false });
      }
    }
  }
}

function documented(operation: ApiOperation): ZodOpenApiOperationObject {
  const { body, auth = 'none' } = operation;
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    description:
      [operation.description, operation.query && 'Unknown query parameters are rejected with 400.'].filter(Boolean).join(' ') || undefined,
    requestParams: { ...(operation.query && { query: operation.query }), ...(operation.params && { path: operation.params }) },
    ...(body && {
      requestBody: { required: !body.safeParse(undefined).success, content: { 'application/json': { schema: body } } },
    }),
    ...(auth !== 'none' && { security: [{ [SECURITY_SCHEMES[auth]]: [] }] }),
    responses: responses(operation),
  };
}

const TAGS = [
  { name: 'hotel', description: 'Hotel search and suggestions' },
  { name: 'common', description: 'Banners and exchange rates' },
  { name: 'platform', description: 'Health and this document' },
];

/** The OpenAPI 3.1 document of these operations (the product's, or synthetic ones in tests). */
export function buildOpenApiDocument(operations: readonly ApiOperation[]): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const operation of operations) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: documented(operation) };
  }
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Travel booking API',
      version: '1',
      description:
        'Every answer is an envelope: `{ "status": "success", "data" }` or `{ "status": "error", "message", "error_code", "errors"? }` (except /api/openapi.json and /api/reference). Paths are served as written, without redirects. A write (POST, PUT, PATCH, DELETE) that carries cookies must carry the `Origin` of this site.',
    },
    tags: [
      ...TAGS,
      ...[...new Set(operations.map((o) => o.tag))].filter((name) => !TAGS.some((t) => t.name === name)).map((name) => ({ name })),
    ],
    paths,
    components: {
      securitySchemes: {
        [SECURITY_SCHEMES.session]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session of the signed-in user, set by the sign-on service (HttpOnly)',
        },
        [SECURITY_SCHEMES.service]: { type: 'http', scheme: 'bearer', description: 'INTERNAL_API_KEY, for server-to-server calls' },
      },
    },
  });
  markCommaLists(document);
  return document;
}

let built: OpenApiDocument | undefined;

/** The OpenAPI 3.1 document of every API operation, built once from the routes' zod schemas. */
export function openApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument(API_OPERATIONS);
  return built;
}
