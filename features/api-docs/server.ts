import 'server-only';
export { openApiDocument, type OpenApiDocument } from './server/build-openapi-document';
export { API_OPERATIONS, apiOperation, noQuerySchema, type ApiOperation } from './server/operations';
export { openApiJsonResponse, referencePageResponse } from './server/document-responses';
