import { buildOpenApiDocument, SSO_OPERATIONS } from '@/features/api-docs/server';
import { loadRouteModules } from '../helpers/route-modules';
import { fuzzDocument } from './fuzz-document';
import { ssoSignIn } from './sso-sign-in';

/**
 * The built-in sign-on service's operations of the product's OpenAPI document (app/sso/api), fuzzed like the
 * site's API; its session calls sign in through its own `/sso/api/login` with the seeded accounts.
 */
fuzzDocument({
  label: 'sso',
  document: buildOpenApiDocument(SSO_OPERATIONS),
  operations: SSO_OPERATIONS,
  hotels: 5,
  routes: loadRouteModules,
  signIn: ssoSignIn(),
});
