import { API_OPERATIONS, buildOpenApiDocument, SSO_OPERATIONS } from '@/features/api-docs/server';
import { loadRouteModules } from '../helpers/route-modules';
import { HINTED_PARAMETERS, hintsFromDatabase } from './database-hints';
import { fuzzDocument } from './fuzz-document';

/**
 * Every operation of the site's API in the product's OpenAPI document (features/api-docs), fuzzed over real HTTP
 * into the real route modules (app/api) on a seeded database; see tests/fuzz/fuzz-document.ts. Session calls are
 * signed in through the sign-on stand-in; the sign-on service's own operations are fuzzed in sso.test.ts.
 */
const operations = API_OPERATIONS.filter((operation) => !SSO_OPERATIONS.includes(operation));

fuzzDocument({
  label: 'api',
  document: buildOpenApiDocument(operations),
  operations,
  hotels: 120,
  routes: loadRouteModules,
  hints: { names: HINTED_PARAMETERS, read: hintsFromDatabase },
});
