import 'server-only';
export { buildOpenApiDocument, openApiDocument, SECURITY_SCHEMES } from './server/build-openapi-document';
export { API_OPERATIONS, apiOperation, type ApiAuth, type ApiOperation } from './server/operations';
export { openApiJsonResponse, referencePageResponse } from './server/document-responses';
