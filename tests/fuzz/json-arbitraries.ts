import { fc } from '@fast-check/vitest';
import type { oas31 } from 'zod-openapi';

type Schema = oas31.SchemaObject | oas31.ReferenceObject;
export type Components = Record<string, Schema>;

/** The schema behind a `#/components/schemas/X` reference (zod-openapi registers schemas with a meta id). */
export function resolveSchema(schema: Schema, components: Components): oas31.SchemaObject {
  if (!('$ref' in schema) || typeof schema.$ref !== 'string') return schema as oas31.SchemaObject;
  const target = components[schema.$ref.split('/').pop()!];
  if (!target) throw new Error(`Unresolved ${schema.$ref}`);
  return resolveSchema(target, components);
}

// zod's email check is narrower than RFC 5322 (fc.emailAddress): letters, digits, dots, a dotted domain
const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,6})?$/),
    fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/),
    fc.constantFrom('com', 'vn', 'com.vn', 'org'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email,
  uuid: fc.uuid(),
  'date-time': fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
  date: fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  uri: fc.webUrl(),
};

function stringArb(schema: oas31.SchemaObject): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 60);
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  const format = schema.format ? FORMATS[schema.format] : undefined;
  if (format) return format.filter(fits);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  // printable text with Vietnamese letters; control characters belong to the mutated bodies
  const unit = fc.oneof(
    fc.constantFrom('a', 'Đ', 'ệ', 'ư', ' ', '-', '0', 'Z', '😀'),
    fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme-ascii' }),
  );
  return fc
    .string({ unit, minLength, maxLength: Math.min(maxLength, minLength + 40) })
    .filter((s) => s.trim().length >= Math.min(minLength, 1));
}

function numberArb(schema: oas31.SchemaObject, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  if (integer) {
    const min = Math.max(
      schema.minimum ?? (exclusiveMin !== undefined ? Math.floor(exclusiveMin) + 1 : -1_000_000),
      Number.MIN_SAFE_INTEGER,
    );
    const max = Math.min(
      schema.maximum ?? (exclusiveMax !== undefined ? Math.ceil(exclusiveMax) - 1 : 1_000_000_000),
      Number.MAX_SAFE_INTEGER,
    );
    return fc.oneof(fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }), fc.constantFrom(min, max));
  }
  return fc
    .double({
      noNaN: true,
      noDefaultInfinity: true,
      min: schema.minimum ?? exclusiveMin ?? -1e9,
      max: schema.maximum ?? exclusiveMax ?? 1e9,
    })
    .filter(
      (n) => (exclusiveMin === undefined || n > exclusiveMin) && (exclusiveMax === undefined || n < exclusiveMax) && !Object.is(n, -0),
    );
}

/**
 * A JSON value the schema accepts, for the shapes zod 4 writes: objects (required and optional keys),
 * strings (lengths, email and other formats, patterns), integers and numbers with ranges, enums, consts,
 * booleans, arrays, nullable (anyOf with null, or a type list), unions.
 */
export function jsonArbitrary(raw: Schema, components: Components, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveSchema(raw, components);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.const !== undefined) return fc.constant(schema.const as unknown);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => jsonArbitrary(s, components, depth)));
  if (schema.allOf?.length === 1) return jsonArbitrary(schema.allOf[0]!, components, depth);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => jsonArbitrary({ ...schema, type } as oas31.SchemaObject, components, depth)));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'string':
      return stringArb(schema);
    case 'array': {
      const items = jsonArbitrary((schema.items ?? {}) as Schema, components, depth + 1);
      const minLength = schema.minItems ?? 0;
      return fc.array(items, { minLength, maxLength: Math.min(schema.maxItems ?? minLength + 4, minLength + 4) });
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const model = Object.fromEntries(properties.map(([name, s]) => [name, jsonArbitrary(s, components, depth + 1)]));
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      // no type (z.unknown, z.any): any small JSON value
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}
