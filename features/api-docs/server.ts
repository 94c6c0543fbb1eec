import 'server-only';
export { openApiDocument } from './server/build-openapi-document';
export { apiOperation, type ApiOperation } from './server/operations';
export { openApiJsonResponse, referencePageResponse } from './server/document-responses';
