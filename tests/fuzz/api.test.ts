import { API_OPERATIONS, openApiDocument } from '@/features/api-docs/server';
import { loadRouteModules } from '../helpers/route-modules';
import { HINTED_PARAMETERS, hintsFromDatabase } from './database-hints';
import { fuzzDocument } from './fuzz-document';

/**
 * Every operation of the product's OpenAPI document (features/api-docs), fuzzed over real HTTP into the
 * real route modules (app/api, app/sso/api) on a seeded database; see tests/fuzz/fuzz-document.ts.
 */
fuzzDocument({
  label: 'api',
  document: openApiDocument(),
  operations: API_OPERATIONS,
  hotels: 120,
  routes: loadRouteModules,
  hints: { names: HINTED_PARAMETERS, read: hintsFromDatabase },
});
