import { buildOpenApiDocument, type ApiOperation } from '@/features/api-docs/server';
import { BAD_INPUT, described, METHOD_NOT_ALLOWED } from '@/features/api-docs/server/operations';
import { successEnvelope } from '@/features/api-docs/schemas';
import type { Routes } from '../helpers/api-server';
import { importRouteFile, UNKNOWN_API_ADDRESS } from '../helpers/route-modules';
import * as itemsRoute from '../fixtures/items/route';
import * as notifyRoute from '../fixtures/service-notify/route';
import {
  itemBodySchema,
  itemParamsSchema,
  itemQuerySchema,
  itemSchema,
  notifyBodySchema,
  notifyResultSchema,
} from '../fixtures/items/schemas';
import { fuzzDocument } from './fuzz-document';

/**
 * The fuzz suite on test-only routes (tests/fixtures) documented by synthetic operations: a GET with an
 * {id} path parameter, a session-authenticated POST with {id} and a JSON body, a service-authenticated POST
 * under /sso/api. Proves the body, path-parameter and auth properties before product endpoints use them;
 * the product document stays free of these.
 */
const FIXTURE_OPERATIONS: ApiOperation[] = [
  {
    operationId: 'fixtureGetItem',
    method: 'get',
    path: '/api/fixture/items/{id}',
    tag: 'fixture',
    summary: 'An item by id',
    params: itemParamsSchema,
    query: itemQuerySchema,
    success: { status: 200, description: 'The item', contentType: 'application/json', schema: successEnvelope(itemSchema) },
    errors: { 400: BAD_INPUT, 404: described('No such item', 'NOT_FOUND'), 405: METHOD_NOT_ALLOWED },
  },
  {
    operationId: 'fixtureOrderItem',
    method: 'post',
    path: '/api/fixture/items/{id}',
    tag: 'fixture',
    summary: 'Order an item as the signed-in user',
    auth: 'session',
    params: itemParamsSchema,
    body: itemBodySchema,
    success: { status: 201, description: 'The order', contentType: 'application/json', schema: successEnvelope(itemSchema) },
    errors: {
      400: BAD_INPUT,
      404: described('No such item', 'NOT_FOUND'),
      405: METHOD_NOT_ALLOWED,
      409: described('More than 50', 'INSUFFICIENT_POINTS'),
    },
  },
  {
    operationId: 'fixtureNotify',
    method: 'post',
    path: '/sso/api/fixture/notify',
    tag: 'fixture',
    summary: 'Server-to-server notification',
    auth: 'service',
    body: notifyBodySchema,
    success: { status: 200, description: 'Delivered', contentType: 'application/json', schema: successEnvelope(notifyResultSchema) },
    errors: { 400: BAD_INPUT, 405: METHOD_NOT_ALLOWED },
  },
];

const { GET, POST, PUT, PATCH, DELETE } = itemsRoute;
const FIXTURE_ROUTES: Routes = {
  '/api/fixture/items/{id}': { GET, POST, PUT, PATCH, DELETE },
  '/sso/api/fixture/notify': {
    GET: notifyRoute.GET,
    POST: notifyRoute.POST,
    PUT: notifyRoute.PUT,
    PATCH: notifyRoute.PATCH,
    DELETE: notifyRoute.DELETE,
  },
};

fuzzDocument({
  label: 'fixtures',
  document: buildOpenApiDocument(FIXTURE_OPERATIONS),
  operations: FIXTURE_OPERATIONS,
  hotels: 0,
  routes: async (paths) => ({
    ...Object.fromEntries(paths.map((p) => [p, FIXTURE_ROUTES[p]!])),
    [UNKNOWN_API_ADDRESS.pattern]: await importRouteFile(UNKNOWN_API_ADDRESS.file),
  }),
});
