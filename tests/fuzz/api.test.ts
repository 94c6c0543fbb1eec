import { fc, it } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { oas31 } from 'zod-openapi';
import { errorEnvelopeSchema, HTTP_METHODS } from '@/features/api-docs/schemas';
import { apiOperation, openApiDocument, type ApiOperation } from '@/features/api-docs/server';
import { startApiServer } from '../helpers/api-server';
import { loadRouteModules } from '../helpers/route-modules';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { HINTED_PARAMETERS, hintsFromDatabase, type HintValues } from './database-hints';
import { applyMutation, encodeQuery, mutation, nastyString, rawGarbage, validPairs, type Hints, type QueryParameter } from './query-arbitraries';
import { requestCounts, sendFetch, sendRaw, type Answer, type Sent } from './wire';

/**
 * Property-based fuzzing of every operation of the OpenAPI document, over real HTTP into the real
 * route modules on a seeded database. FUZZ_RUNS runs per property (CI default below), FUZZ_SEED fixes
 * the generated requests; a failure prints the shrunk request with the server's answer.
 */
const RUNS = Number(process.env.FUZZ_RUNS || 50);
const SEED = Number(process.env.FUZZ_SEED || 8_2026);
fc.configureGlobal({ seed: SEED, numRuns: RUNS });

const document = openApiDocument();
type Documented = { path: string; method: string; operation: oas31.OperationObject; spec: ApiOperation; parameters: QueryParameter[] };
const documented: Documented[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  HTTP_METHODS.flatMap((method) => {
    const operation = (item as Record<string, oas31.OperationObject | undefined>)[method];
    if (!operation?.operationId) return [];
    const parameters = (operation.parameters ?? [])
      .filter((p): p is oas31.ParameterObject => !('$ref' in p) && p.in === 'query')
      .map((p) => ({ name: p.name, required: p.required ?? false, schema: (p.schema ?? {}) as oas31.SchemaObject }));
    return [{ path, method: method.toUpperCase(), operation, spec: apiOperation(operation.operationId), parameters }];
  }),
);

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let hintValues: HintValues = {};
const successRates = new Map<string, { valid: number; succeeded: number }>();
// Hints come from the database, opened after the properties are declared: read them at generation time.
const hints: Hints = Object.fromEntries(
  HINTED_PARAMETERS.map((name) => [name, fc.constant(name).chain((n) => fc.constantFrom(...(hintValues[n] ?? [''])))]),
);

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 120 });
  api = await startApiServer(await loadRouteModules([...new Set(documented.map((d) => d.path))]));
  hintValues = await hintsFromDatabase(database.handle.db);
});

afterAll(async () => {
  const total = [...requestCounts.values()].reduce((a, b) => a + b, 0);
  const byFamily = [...requestCounts].map(([family, n]) => `${family} ${n}`).join(', ');
  const rates = [...successRates].map(([op, o]) => `${op} ${o.succeeded}/${o.valid}`).join(', ');
  console.info(`[fuzz ${process.env.TEST_DB_KIND}] ${total} requests sent (seed ${SEED}, ${RUNS} runs per property): ${byFamily}`);
  console.info(`[fuzz ${process.env.TEST_DB_KIND}] valid requests answered 2xx: ${rates}`);
  await api?.close();
  await database?.drop();
});

const truncate = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/** Why an answer breaks the contract, or undefined when it keeps it. */
function breach(d: Documented, sent: Sent, answer: Answer, expectedStatus?: number): string | undefined {
  if (answer.status >= 500 || answer.status < 100) return 'a 5xx (or no status line)';
  if (expectedStatus && answer.status !== expectedStatus) return `expected ${expectedStatus}`;
  if (!d.operation.responses?.[String(answer.status)]) return 'a status the document does not list';
  if (answer.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return 'an error that is not JSON';
    }
    const parsed = errorEnvelopeSchema.safeParse(body);
    if (!parsed.success) return `an error that is not the envelope: ${parsed.error.message}`;
  } else {
    const { contentType, schema } = d.spec.success;
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
  const query = Object.fromEntries(new URL(sent.target, 'http://x').searchParams.entries());
  if (!expectedStatus && !d.spec.query.safeParse(query).success && answer.status !== 400) {
    return 'the documented query schema rejects this query but the answer is not 400';
  }
  return undefined;
}

/** Operations whose properties found a breach (their success ratio means nothing then). */
const breached = new Set<Documented>();

async function expectContract(d: Documented, sent: Sent, answer: Answer, expectedStatus?: number) {
  const reason = breach(d, sent, answer, expectedStatus);
  if (reason) {
    breached.add(d);
    const request = `${sent.method} ${truncate(JSON.stringify(sent.target), 1_000)}`;
    throw new Error(`${reason}\n  ${request}\n  -> ${answer.status} ${answer.contentType}\n  ${truncate(answer.text)}`);
  }
}

const target = (path: string, query: string) => (query ? `${path}?${query}` : path);
const encoding = fc.constantFrom<'form' | 'uri'>('form', 'uri');

describe.each(documented.map((d) => [`${d.method} ${d.path}`, d] as const))(`fuzz %s [${process.env.TEST_DB_KIND}]`, (_, d) => {
  const valid = validPairs(d.parameters, hints);
  const mutated = fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 2 }))
    .map(([pairs, ms]) => ({ mutations: ms, pairs: ms.reduce((acc, m) => applyMutation(acc, m, d.parameters), pairs) }));
  const outcomes = { valid: 0, succeeded: 0 };
  successRates.set(`${d.method} ${d.path}`, outcomes);

  it.prop([valid, encoding])('valid requests generated from the query schema keep the contract', async (pairs, style) => {
    const sent = { method: d.method, target: target(d.path, encodeQuery(pairs, style)) };
    const answer = await sendFetch(api.url, sent, 'valid');
    outcomes.valid += 1;
    if (answer.status < 300) outcomes.succeeded += 1;
    await expectContract(d, sent, answer);
  });

  it('most valid requests succeed (the generator reaches the real data)', (context) => {
    // a failed property stopped early: its counter-example is the finding, not this ratio
    if (breached.has(d)) context.skip();
    expect(outcomes.succeeded).toBeGreaterThanOrEqual(outcomes.valid * 0.5);
  });

  it.prop([mutated, encoding, fc.option(rawGarbage, { freq: 3 })])(
    'mutated requests get 400 with the envelope when the query schema rejects them, never a 5xx',
    async ({ pairs }, style, garbage) => {
      const query = [encodeQuery(pairs, style), garbage].filter(Boolean).join('&');
      const sent = { method: d.method, target: target(d.path, query) };
      await expectContract(d, sent, await sendFetch(api.url, sent, 'mutated'));
    },
  );

  it.prop([
    fc.array(
      fc.oneof(
        rawGarbage,
        valid.map((pairs) => encodeQuery(pairs, 'uri')),
        fc.nat({ max: 7_000 }).map((n) => `${d.parameters[0]?.name ?? 'x'}=${'a'.repeat(n)}`),
        nastyString.map((s) => encodeURIComponent(s.toWellFormed())),
      ),
      { minLength: 1, maxLength: 6 },
    ),
    fc.constantFrom('', '&'),
  ])('raw malformed query strings on the wire keep the contract', async (tokens, joiner) => {
    // under Node's 16 KB header limit, which answers 431 before any route runs
    const sent = { method: d.method, target: target(d.path, tokens.join(joiner).slice(0, 8_000)) };
    await expectContract(d, sent, await sendRaw(api.url, sent, 'raw'));
  });

  it.prop([fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'), valid], { numRuns: Math.min(RUNS, 10) })(
    'other methods answer 405 with the envelope',
    async (method, pairs) => {
      const sent = { method, target: target(d.path, encodeQuery(pairs, 'form')) };
      await expectContract(d, sent, await sendFetch(api.url, sent, 'method'), 405);
    },
  );
});
