import { fc } from '@fast-check/vitest';
import type { oas31 } from 'zod-openapi';
import { jsonArbitrary, resolveSchema, type Components } from './json-arbitraries';
import { nastyString } from './query-arbitraries';

/** A request body as sent: the raw text (JSON or not) and what the mutation was, for the failure report. */
export type SentBody = { kind: string; text: string };

const json =
  (kind: string) =>
  (value: unknown): SentBody => ({ kind, text: JSON.stringify(value) });

/** Wrong-typed values: every JSON type but the documented one, and numbers strings would parse to. */
const wrongValue = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 2 ** 31, -(2 ** 53), 1e308, '', '0', '1e3', 'null', [], {}, [null], { $ne: 1 }),
  nastyString,
  fc.jsonValue({ maxDepth: 2 }),
);

const deeplyNested = fc.integer({ min: 50, max: 5_000 }).map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`);

/** Text that is not a JSON document at all. */
const notJson = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"a":',
    "{'a':1}",
    '{a:1}',
    'undefined',
    'NaN',
    '[1,]',
    '{"a":1,}',
    '\u0000',
    '\ufeff{}',
    'tru',
    '"',
    'a=1&b=2',
    '<xml/>',
  ),
  fc.string({ maxLength: 30 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);

/**
 * Bodies the documented schema (usually) rejects: a field of the wrong type, a required field missing, an unknown
 * field, a huge string, text that is not JSON, an empty body, an array or a scalar instead of the object, deep nesting.
 * Built from a valid body so the rest of the request stays plausible.
 */
export function mutatedBodies(schemaRaw: oas31.SchemaObject | oas31.ReferenceObject, components: Components): fc.Arbitrary<SentBody> {
  const schema = resolveSchema(schemaRaw, components);
  const valid = jsonArbitrary(schema, components);
  const fields = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const asObject = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const pick = <T>(list: T[], at: number) => list[at % list.length]!;
  const field = fc.nat({ max: 50 });
  return fc.oneof(
    fc
      .tuple(valid, field, wrongValue)
      .map(([v, at, wrong]) => json('wrong type')(fields.length ? { ...asObject(v), [pick(fields, at)]: wrong } : wrong)),
    fc.tuple(valid, field).map(([v, at]) => {
      const body = { ...asObject(v) };
      if (required.length) delete body[pick(required, at)];
      return json('missing required')(body);
    }),
    fc
      .tuple(
        valid,
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 12 }),
          fc.constantFrom('__proto__', 'constructor', 'id', 'user_id', 'userId', 'role'),
        ),
        wrongValue,
      )
      .map(([v, name, extra]) => ({
        kind: 'extra field',
        text: JSON.stringify(asObject(v)).replace(
          /^\{/,
          `{${JSON.stringify(name)}:${JSON.stringify(extra)}${Object.keys(asObject(v)).length ? ',' : ''}`,
        ),
      })),
    fc
      .tuple(valid, field, fc.integer({ min: 5_000, max: 200_000 }))
      .map(([v, at, n]) => json('huge string')(fields.length ? { ...asObject(v), [pick(fields, at)]: 'đ'.repeat(n) } : 'a'.repeat(n))),
    fc
      .tuple(valid, field, nastyString)
      .map(([v, at, s]) => json('nasty string')(fields.length ? { ...asObject(v), [pick(fields, at)]: s } : s)),
    notJson.map((text) => ({ kind: 'not JSON', text })),
    fc.constant({ kind: 'empty body', text: '' }),
    valid.map((v) => json('array instead of object')([v])),
    fc.constantFrom<unknown>(null, 0, 'text', true).map(json('scalar instead of object')),
    deeplyNested.map((text) => ({ kind: 'deeply nested', text })),
    deeplyNested.map((text) => ({ kind: 'deeply nested field', text: `{${JSON.stringify(fields[0] ?? 'a')}:${text}}` })),
  );
}
