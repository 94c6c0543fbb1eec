import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { oas31 } from 'zod-openapi';
import { apiRouteFiles, importRouteFile, routeFileOf } from '@/tests/helpers/route-modules';
import { API_ERROR_CODES, errorEnvelopeSchema, HTTP_METHODS, openApiDocumentShape, type HttpMethod } from '../schemas';
import { openApiDocument } from './build-openapi-document';
import { referencePageResponse } from './document-responses';
import { renderReferencePage } from './render-reference';

const document = openApiDocument();
// The catch-all that answers unknown /api addresses with the 404 envelope: not an operation (nor one under /sso/api).
const UNKNOWN_ADDRESS_ROUTE = 'app/api/[...path]/route.ts';
const isCatchAll = (file: string) => /\/\[\.\.\.[^\]]+\]\/route\.ts$/.test(file);

type Handler = NonNullable<Awaited<ReturnType<typeof importRouteFile>>['GET']>;
async function refuses(handler: Handler, method: string): Promise<boolean> {
  const response = await handler(new NextRequest('http://localhost/api/x', { method }), { params: Promise.resolve({}) });
  const body = errorEnvelopeSchema.safeParse(await response.json().catch(() => null));
  return response.status === 405 && Boolean(response.headers.get('allow')) && body.success;
}
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  HTTP_METHODS.flatMap((method) => {
    const operation = (item as Record<string, oas31.OperationObject | undefined>)[method];
    return operation ? [{ path, method, operation }] : [];
  }),
);

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.push(v);
      else refs(v, found);
    }
  }
  return found;
}

describe('openApiDocument', () => {
  it('has the shape of an OpenAPI 3.1 document and survives JSON', () => {
    expect(openApiDocumentShape.safeParse(document).error).toBeUndefined();
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('resolves every $ref to a component', () => {
    const dangling = refs(document).filter((ref) => {
      const [, , section, name] = ref.split('/');
      return !(document.components as Record<string, Record<string, unknown>> | undefined)?.[section!]?.[name!];
    });
    expect(refs(document).length).toBeGreaterThan(0);
    expect(dangling).toEqual([]);
  });

  it('gives every operation a unique id, its query parameters, a 200 (201 for a creation) and the error envelope for 400 and 405', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations) {
      expect(operation.responses?.['200'] ?? operation.responses?.['201']).toBeDefined();
      for (const status of ['400', '405']) {
        expect(operation.responses?.[status]?.content?.['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/ErrorEnvelope',
        });
      }
    }
    const search = operations.find((o) => o.path === '/api/v2-hotel/hotels/search')!.operation;
    const names = (search.parameters as oas31.ParameterObject[]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['keyword', 'regionId', 'checkInDate', 'nights', 'star', 'page']));
    const star = (search.parameters as oas31.ParameterObject[]).find((p) => p.name === 'star')!;
    expect(star).toMatchObject({ style: 'form', explode: false, schema: { type: 'array', maxItems: 50 } });
    const banners = operations.find((o) => o.path === '/api/v2-common/banners/')!.operation;
    expect(banners.parameters).toContainEqual(expect.objectContaining({ name: 'position', required: true }));
  });

  it('tells the accepted phone form of the bodies that parse it with a transform', () => {
    for (const id of ['ProfileBody', 'SsoRegisterBody']) {
      expect(document.components?.schemas?.[id]).toMatchObject({
        properties: { phone: { type: 'string', pattern: expect.stringContaining('[35789]') } },
      });
    }
  });

  it('documents the error envelope as the API writes it', () => {
    expect(errorEnvelopeSchema.safeParse({ status: 'error', message: 'x', error_code: 'NOT_FOUND' }).success).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ status: 'error', message: 'x', error_code: 'NOT_FOUND', stack: '...' }).success).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ status: 'error', message: 'x', error_code: 'NOT_IN_THE_CATALOGUE' }).success).toBe(false);
    expect(document.components?.schemas?.ErrorEnvelope).toMatchObject({ required: ['status', 'message', 'error_code'] });
    expect(document.components?.schemas?.ErrorEnvelope).toMatchObject({ properties: { error_code: { enum: API_ERROR_CODES } } });
    expect(API_ERROR_CODES).toContain('SERVICE_BUSY');
    expect(API_ERROR_CODES).not.toContain('NETWORK_ERROR');
  });

  it('documents every method of every app/api and app/sso/api route file, and nothing that has no route', async () => {
    const files = apiRouteFiles().filter((file) => !isCatchAll(file));
    expect(files.length).toBeGreaterThanOrEqual(7);
    const documented = new Set(operations.map((o) => `${o.method.toUpperCase()} ${routeFileOf(o.path)}`));
    const served = new Set<string>();
    const undocumented: string[] = [];
    for (const file of files) {
      const routeModule = await importRouteFile(file);
      for (const method of HTTP_METHODS.map((m) => m.toUpperCase() as Uppercase<HttpMethod>)) {
        const handler = routeModule[method as keyof typeof routeModule];
        if (!handler) continue;
        served.add(`${method} ${file}`);
        // a method the route refuses (405, Allow, envelope) is covered by every operation's documented 405
        if (!documented.has(`${method} ${file}`) && !(await refuses(handler, method))) undocumented.push(`${method} ${file}`);
      }
    }
    expect(undocumented, 'served but not documented').toEqual([]);
    expect(
      [...documented].filter((d) => !served.has(d)),
      'documented but not served',
    ).toEqual([]);
    // it imports every route module (about 70 now): seconds on a loaded 2-core machine
  }, 60_000);

  it('leaves only the unknown-address route out, and it answers every method with the 404 envelope', async () => {
    expect(apiRouteFiles()).toContain(UNKNOWN_ADDRESS_ROUTE);
    const routeModule = await importRouteFile(UNKNOWN_ADDRESS_ROUTE);
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await routeModule[method]!(new NextRequest('http://localhost/api/nowhere', { method }), {
        params: Promise.resolve({}),
      });
      expect(response.status).toBe(404);
      expect(errorEnvelopeSchema.parse(await response.json()).error_code).toBe('NOT_FOUND');
    }
  });

  it('renders a reference page with every operation and parameter', () => {
    const html = renderReferencePage(document);
    for (const { path, operation } of operations) {
      expect(html).toContain(`<code>${path}</code>`);
      for (const p of (operation.parameters ?? []) as oas31.ParameterObject[]) expect(html).toContain(`<code>${p.name}</code>`);
    }
    expect(html).toContain('range 1 – 30');
    expect(html).toContain('error_code: &#34;BAD_REQUEST&#34; | ');
  });
});

describe('GET /api/reference', () => {
  afterEach(() => vi.unstubAllEnvs());
  const request = (query = '') => new NextRequest(`http://localhost/api/reference${query}`);

  it('serves HTML outside production', async () => {
    const response = referencePageResponse(request());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('/api/v2-hotel/hotels/search');
  });

  it('answers 404 with the envelope in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const response = referencePageResponse(request());
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'error', error_code: 'NOT_FOUND' });
  });
});
