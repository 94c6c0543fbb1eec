import { z } from 'zod';
import { ERROR_CODE_LIST } from '@/lib/api/error-codes';

/** The codes the API answers with: the catalogue without the browser client's own NETWORK_ERROR. */
export const API_ERROR_CODES = ERROR_CODE_LIST.filter((code) => code !== 'NETWORK_ERROR');

/** lib/api/envelope.ts ErrorEnvelope as a schema; strict, so a leaked field (a stack, SQL) fails validation. */
const fieldErrorSchema = z.strictObject({ path: z.string(), message: z.string() });

export const errorEnvelopeSchema = z
  .strictObject({
    status: z.literal('error'),
    message: z.string().meta({ description: 'Readable, in Vietnamese' }),
    error_code: z.enum(API_ERROR_CODES).meta({
      description: 'One of the catalogue in lib/api/error-codes.ts (see docs/api.md); INTERNAL_ERROR for any bug of ours',
    }),
    errors: z.array(fieldErrorSchema).optional().meta({ description: 'One entry per invalid field' }),
  })
  .meta({ id: 'ErrorEnvelope', description: 'Every error of the API' });

/** `{ status: 'success', data }` around an operation's result, as lib/api/envelope.ts success() writes it. */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.strictObject({ status: z.literal('success'), data });

const parameterShape = z.looseObject({
  name: z.string().min(1),
  in: z.enum(['query', 'header', 'path', 'cookie']),
  required: z.boolean().optional(),
  schema: z.looseObject({}).optional(),
});
const responseShape = z.looseObject({
  description: z.string(),
  content: z.record(z.string(), z.looseObject({ schema: z.looseObject({}).optional() })).optional(),
});
const operationShape = z.looseObject({
  operationId: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  summary: z.string().optional(),
  parameters: z.array(parameterShape).optional(),
  responses: z.record(z.string().regex(/^([1-5]\d\d|[1-5]XX|default)$/), responseShape),
});
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
const pathItemShape = z.looseObject(Object.fromEntries(HTTP_METHODS.map((m) => [m, operationShape.optional()])));

/** The structure of an OpenAPI 3.1 document, as far as this API uses it; the served document must pass it. */
export const openApiDocumentShape = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string().min(1), version: z.string().min(1) }),
  paths: z.record(z.string().regex(/^\/(sso\/)?api\//), pathItemShape),
  components: z.looseObject({ schemas: z.record(z.string(), z.looseObject({})).optional() }).optional(),
});
