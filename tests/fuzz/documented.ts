import type { oas31 } from 'zod-openapi';
import { errorEnvelopeSchema, HTTP_METHODS } from '@/features/api-docs/schemas';
import type { ApiOperation } from '@/features/api-docs/server';
import type { Components } from './json-arbitraries';
import type { PathParameter } from './path-arbitraries';
import { paramsOf } from './path-arbitraries';
import type { QueryParameter } from './query-arbitraries';
import type { Answer, Sent } from './wire';

/** One operation of a document, with what the fuzzer generates from: query and path parameters, body schema. */
export type Documented = {
  path: string;
  method: string;
  operation: oas31.OperationObject;
  spec: ApiOperation;
  parameters: QueryParameter[];
  pathParameters: PathParameter[];
  body?: oas31.SchemaObject | oas31.ReferenceObject;
  components: Components;
  write: boolean;
};

export function documentedOperations(document: oas31.OpenAPIObject, operations: readonly ApiOperation[]): Documented[] {
  const components = (document.components?.schemas ?? {}) as Components;
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = (item as Record<string, oas31.OperationObject | undefined>)[method];
      if (!operation?.operationId) return [];
      const spec = operations.find((o) => o.operationId === operation.operationId);
      if (!spec) throw new Error(`No operation ${operation.operationId} in the list`);
      const all = (operation.parameters ?? []).filter((p): p is oas31.ParameterObject => !('$ref' in p));
      const parameters = all
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, required: p.required ?? false, schema: (p.schema ?? {}) as oas31.SchemaObject }));
      const pathParameters = all
        .filter((p) => p.in === 'path')
        .map((p) => ({ name: p.name, schema: (p.schema ?? {}) as oas31.SchemaObject }));
      const requestBody = operation.requestBody as oas31.RequestBodyObject | undefined;
      const body = requestBody?.content['application/json']?.schema;
      return [
        { path, method: method.toUpperCase(), operation, spec, parameters, pathParameters, body, components, write: method !== 'get' },
      ];
    }),
  );
}

/** Codes that say the request stopped before the operation's own work: its input, auth, the CSRF guard, the method. */
const GATE_CODES = new Set(['BAD_REQUEST', 'INVALID_JSON', 'UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN_ORIGIN', 'METHOD_NOT_ALLOWED']);

/**
 * A 4xx the handler itself answered for a valid request (wrong credentials, a used reset token, a blocked sign-in,
 * an unknown id, a conflict): the generator reached the real work, as a success does.
 */
export function refusedByHandler(answer: Answer): boolean {
  if (answer.status < 400 || answer.status >= 500) return false;
  try {
    const code = (JSON.parse(answer.text) as { error_code?: unknown }).error_code;
    return typeof code === 'string' && !GATE_CODES.has(code);
  } catch {
    return false;
  }
}

const truncate = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/**
 * The body as the route reads it: empty text is `{}` (lib/api/route.ts), a leading byte order mark is dropped (a
 * Fetch body is read as UTF-8, which drops it); undefined when it is not JSON.
 */
function bodyValue(raw: string): { json: boolean; value?: unknown } {
  const text = raw.replace(/^\uFEFF/, '');
  if (text === '') return { json: true, value: {} };
  try {
    return { json: true, value: JSON.parse(text) };
  } catch {
    return { json: false };
  }
}

/** Why the input the server received breaks the documented schemas (so the answer must be a 400), if it does. */
function inputBreach(d: Documented, sent: Sent, answer: Answer): string | undefined {
  const url = new URL(sent.target, 'http://x');
  if (d.spec.query && !d.spec.query.safeParse(Object.fromEntries(url.searchParams.entries())).success && answer.status !== 400) {
    return 'the documented query schema rejects this query but the answer is not 400';
  }
  const params = paramsOf(d.path, url.pathname);
  if (d.spec.params && params && !d.spec.params.safeParse(params).success && ![400, 404].includes(answer.status)) {
    return 'the documented params schema rejects these path parameters but the answer is not 400 or 404';
  }
  if (d.spec.body && sent.body !== undefined) {
    const { json, value } = bodyValue(sent.body);
    const rejected = !json || !d.spec.body.safeParse(value).success;
    if (rejected && !(answer.status === 400 || answer.status === 413 || (answer.status === 422 && d.operation.responses?.['422']))) {
      return `the documented body schema rejects this body (${json ? 'JSON' : 'not JSON'}) but the answer is not 400`;
    }
  }
  return undefined;
}

/** Why an answer breaks the contract, or undefined when it keeps it. `expected`: the statuses allowed. */
export function breach(d: Documented, sent: Sent, answer: Answer, expected?: number[]): string | undefined {
  if (answer.status >= 500 || answer.status < 100) return 'a 5xx (or no status line)';
  if (expected && !expected.includes(answer.status)) return `expected ${expected.join(' or ')}`;
  // `..` and the like can resolve to another address: only the envelope is asked of its answer then
  const sameAddress = paramsOf(d.path, new URL(sent.target, 'http://x').pathname) !== null;
  if (sameAddress && !d.operation.responses?.[String(answer.status)]) return 'a status the document does not list';
  if (answer.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return 'an error that is not JSON';
    }
    const parsed = errorEnvelopeSchema.safeParse(body);
    if (!parsed.success) return `an error that is not the envelope: ${parsed.error.message}`;
  } else if (sameAddress) {
    const { contentType, schema } = d.spec.success;
    if (answer.status !== d.spec.success.status) return `success status ${answer.status}, documented ${d.spec.success.status}`;
    if (!answer.contentType.startsWith(contentType)) return `content-type ${answer.contentType}, documented ${contentType}`;
    let body: unknown = answer.text;
    try {
      if (contentType === 'application/json') body = JSON.parse(answer.text);
    } catch {
      return 'a success that is not JSON';
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) return `a success that breaks the documented schema: ${truncate(parsed.error.message, 1_500)}`;
  }
  return expected || !sameAddress ? undefined : inputBreach(d, sent, answer);
}

/** The failure report: the shrunk request with the server's answer. */
export function describeFailure(reason: string, sent: Sent, answer: Answer): string {
  const headers = sent.headers ? ` ${truncate(JSON.stringify(sent.headers), 400)}` : '';
  const body = sent.body === undefined ? '' : `\n  body ${truncate(JSON.stringify(sent.body), 600)}`;
  return `${reason}\n  ${sent.method} ${truncate(JSON.stringify(sent.target), 1_000)}${headers}${body}\n  -> ${answer.status} ${answer.contentType}\n  ${truncate(answer.text)}`;
}
