import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { oas31 } from 'zod-openapi';
import { routeFileOf } from '@/tests/helpers/route-modules';
import { successEnvelope, openApiDocumentShape } from '../schemas';
import { buildOpenApiDocument } from './build-openapi-document';
import { BAD_INPUT, described, METHOD_NOT_ALLOWED, type ApiOperation } from './operations';
import { renderReferencePage } from './render-reference';

const envelope = { $ref: '#/components/schemas/ErrorEnvelope' };
const ok = (status: 200 | 201 = 200) => ({
  status,
  description: 'Done',
  contentType: 'application/json' as const,
  schema: successEnvelope(z.object({ id: z.int() })),
});
const idParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const body = z
  .strictObject({ email: z.email().max(120), password: z.string().min(8).max(72), remember: z.boolean().optional() })
  .meta({ id: 'SyntheticSignIn' });

/** One operation of every new kind: a session POST with {id} and a body, a GET with {id}, a service write under /sso/api, a PATCH with an optional body, a public DELETE, a rate-limited public POST. */
const OPERATIONS: ApiOperation[] = [
  {
    operationId: 'sessionPost',
    method: 'post',
    path: '/api/v2-user/things/{id}',
    tag: 'account',
    summary: 'a',
    auth: 'session',
    params: idParams,
    body,
    success: ok(201),
    errors: { 400: BAD_INPUT, 404: described('No such thing', 'NOT_FOUND'), 409: described('Taken', 'EMAIL_TAKEN') },
  },
  {
    operationId: 'getById',
    method: 'get',
    path: '/api/v2-user/things/{id}',
    tag: 'account',
    summary: 'b',
    auth: 'session',
    params: idParams,
    success: ok(),
    errors: { 400: BAD_INPUT, 405: METHOD_NOT_ALLOWED },
  },
  {
    operationId: 'serviceWrite',
    method: 'put',
    path: '/sso/api/users/{id}',
    tag: 'sso',
    summary: 'c',
    auth: 'service',
    params: idParams,
    body,
    success: ok(),
    errors: { 400: BAD_INPUT, 403: described('The key may not do this', 'FORBIDDEN') },
  },
  {
    operationId: 'optionalBody',
    method: 'patch',
    path: '/api/v2-user/profile',
    tag: 'account',
    summary: 'd',
    auth: 'session',
    body: body.partial().optional(),
    success: ok(),
    errors: { 400: BAD_INPUT, 422: described('Not allowed now', 'VALIDATION_ERROR') },
  },
  { operationId: 'publicDelete', method: 'delete', path: '/api/v2-user/profile', tag: 'account', summary: 'e', success: ok(), errors: {} },
  {
    operationId: 'signIn',
    method: 'post',
    path: '/sso/api/login',
    tag: 'sso',
    summary: 'f',
    body,
    success: ok(),
    errors: {
      400: BAD_INPUT,
      401: described('Wrong email or password', 'INVALID_CREDENTIALS'),
      429: described('Too many attempts', 'TOO_MANY_ATTEMPTS'),
      503: described('Down', 'SSO_UNAVAILABLE'),
    },
  },
];

const document = buildOpenApiDocument(OPERATIONS);
const op = (path: string, method: string) => (document.paths?.[path] as Record<string, oas31.OperationObject>)[method]!;
const statuses = (operation: oas31.OperationObject) => Object.keys(operation.responses ?? {});

describe('buildOpenApiDocument with bodies, path parameters and auth', () => {
  it('is an OpenAPI 3.1 document with both roots, every method, and survives JSON', () => {
    expect(openApiDocumentShape.safeParse(document).error).toBeUndefined();
    expect(Object.keys(document.paths ?? {}).sort()).toEqual([
      '/api/v2-user/profile',
      '/api/v2-user/things/{id}',
      '/sso/api/login',
      '/sso/api/users/{id}',
    ]);
    expect(Object.keys(document.paths!['/api/v2-user/profile']!).sort()).toEqual(['delete', 'patch']);
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('documents {id} as a required path parameter from the params schema', () => {
    for (const operation of [
      op('/api/v2-user/things/{id}', 'post'),
      op('/api/v2-user/things/{id}', 'get'),
      op('/sso/api/users/{id}', 'put'),
    ]) {
      expect(operation.parameters).toEqual([
        { in: 'path', name: 'id', required: true, schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
      ]);
    }
    expect(op('/api/v2-user/profile', 'patch').parameters ?? []).toEqual([]);
  });

  it('documents the body as a required JSON request body, optional when its schema accepts undefined', () => {
    expect(op('/api/v2-user/things/{id}', 'post').requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/SyntheticSignIn' } } },
    });
    expect(document.components?.schemas?.SyntheticSignIn).toMatchObject({
      required: ['email', 'password'],
      additionalProperties: false,
      properties: { email: { format: 'email' } },
    });
    expect(op('/api/v2-user/profile', 'patch').requestBody).toMatchObject({ required: false });
    expect(op('/api/v2-user/profile', 'delete').requestBody).toBeUndefined();
    expect(op('/api/v2-user/things/{id}', 'get').requestBody).toBeUndefined();
  });

  it('declares the cookie and bearer schemes and requires the right one per operation', () => {
    expect(document.components?.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'accessToken' }),
      serviceKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(op('/api/v2-user/things/{id}', 'post').security).toEqual([{ sessionCookie: [] }]);
    expect(op('/sso/api/users/{id}', 'put').security).toEqual([{ serviceKey: [] }]);
    expect(op('/sso/api/login', 'post').security).toBeUndefined();
  });

  it('adds 401 UNAUTHORIZED to session and service operations, 403 FORBIDDEN_ORIGIN to every write and 503 DATABASE_UNAVAILABLE to all, merged with their own', () => {
    expect(statuses(op('/api/v2-user/things/{id}', 'post'))).toEqual(['201', '400', '401', '403', '404', '409', '413', '503']);
    expect(statuses(op('/api/v2-user/things/{id}', 'get'))).toEqual(['200', '400', '401', '405', '503']);
    expect(statuses(op('/api/v2-user/profile', 'delete'))).toEqual(['200', '403', '503']);
    expect(statuses(op('/api/v2-user/profile', 'patch'))).toEqual(['200', '400', '401', '403', '413', '422', '503']);
    expect(op('/api/v2-user/profile', 'delete').responses!['503']!.description).toContain('`DATABASE_UNAVAILABLE`');
    const service = op('/sso/api/users/{id}', 'put').responses!;
    expect(service['401']!.description).toContain('`UNAUTHORIZED`');
    expect(service['403']!.description).toMatch(/`FORBIDDEN_ORIGIN`.*; The key may not do this: `FORBIDDEN`/);
    const login = op('/sso/api/login', 'post').responses!;
    expect(login['401']!.description).toBe('Wrong email or password: `INVALID_CREDENTIALS`');
    for (const operation of OPERATIONS) {
      const responses = op(operation.path, operation.method).responses!;
      for (const status of statuses(op(operation.path, operation.method)).filter((s) => Number(s) >= 400)) {
        expect(responses[status]!.content?.['application/json']?.schema).toEqual(envelope);
      }
    }
  });

  it('gives a 429 and a 503 the Retry-After header, and only those', () => {
    const responses = op('/sso/api/login', 'post').responses!;
    expect(responses['429']!.headers?.['Retry-After']).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1 } });
    expect(responses['503']!.headers?.['Retry-After']).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1 } });
    expect(responses['401']!.headers).toBeUndefined();
    expect(responses['200']!.headers).toBeUndefined();
  });

  it('says nothing about query parameters when the operation has no query schema', () => {
    expect(op('/sso/api/login', 'post').description).toBeUndefined();
    expect(op('/api/v2-user/things/{id}', 'get').parameters?.some((p) => 'in' in p && p.in === 'query')).toBe(false);
  });

  it('renders bodies, auth and Retry-After on the reference page', () => {
    const html = renderReferencePage(document);
    expect(html).toContain('<code>password</code>');
    expect(html).toContain('length 8 – 72');
    expect(html).toContain('application/json, required');
    expect(html).toContain('<code>accessToken</code> cookie');
    expect(html).toContain('<code>Authorization: Bearer</code>');
    expect(html).toContain('Header <code>Retry-After</code>');
    expect(html).toContain('<code>/sso/api/users/{id}</code>');
  });
});

describe('routeFileOf', () => {
  it('maps document paths of both API roots to their route files', () => {
    expect(routeFileOf('/api/v2-user/things/{id}')).toBe('app/api/v2-user/things/[id]/route.ts');
    expect(routeFileOf('/api/v2-common/banners/')).toBe('app/api/v2-common/banners/route.ts');
    expect(routeFileOf('/sso/api/users/{id}/sessions')).toBe('app/sso/api/users/[id]/sessions/route.ts');
    expect(() => routeFileOf('/sso/login')).toThrow(/no API root/);
  });
});
