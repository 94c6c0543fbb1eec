import 'server-only';
export { buildOpenApiDocument } from './server/build-openapi-document';
export { API_OPERATIONS, SSO_OPERATIONS, type ApiAuth, type ApiOperation } from './server/operations';
export { openApiJsonResponse, referencePageResponse } from './server/document-responses';
