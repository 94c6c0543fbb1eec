import 'server-only';
import { createDocument, type oas31, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { errorEnvelopeSchema } from '../schemas';
import { API_OPERATIONS, type ApiOperation } from './operations';

export type OpenApiDocument = oas31.OpenAPIObject;

function responses(operation: ApiOperation): ZodOpenApiResponsesObject {
  const { success } = operation;
  const result: ZodOpenApiResponsesObject = {
    [String(success.status) as '200']: {
      description: success.description,
      content: { [success.contentType]: { schema: success.schema } },
    },
  };
  for (const [status, description] of Object.entries(operation.errors)) {
    result[status as '400'] = { description, content: { 'application/json': { schema: errorEnvelopeSchema } } };
  }
  return result;
}

/** Comma-joined lists ("star=4,5") are form style without explode in OpenAPI terms. */
function markCommaLists(document: OpenApiDocument) {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, oas31.OperationObject>)) {
      for (const parameter of operation.parameters ?? []) {
        if ('$ref' in parameter) continue;
        const schema = parameter.schema as oas31.SchemaObject | undefined;
        if (parameter.in === 'query' && schema?.type === 'array') Object.assign(parameter, { style: 'form', explode: false });
      }
    }
  }
}

function build(): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const operation of API_OPERATIONS) {
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method]: {
        operationId: operation.operationId,
        tags: [operation.tag],
        summary: operation.summary,
        description: [operation.description, 'Unknown query parameters are rejected with 400.'].filter(Boolean).join(' '),
        requestParams: { query: operation.query },
        responses: responses(operation),
      },
    };
  }
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Travel booking API',
      version: '1',
      description:
        'Every answer is an envelope: `{ "status": "success", "data" }` or `{ "status": "error", "message", "error_code", "errors"? }` (except /api/openapi.json and /api/reference). Paths are served as written, without redirects.',
    },
    tags: [
      { name: 'hotel', description: 'Hotel search and suggestions' },
      { name: 'common', description: 'Banners and exchange rates' },
      { name: 'platform', description: 'Health and this document' },
    ],
    paths,
  });
  markCommaLists(document);
  return document;
}

let built: OpenApiDocument | undefined;

/** The OpenAPI 3.1 document of every API operation, built once from the routes' zod schemas. */
export function openApiDocument(): OpenApiDocument {
  built ??= build();
  return built;
}
