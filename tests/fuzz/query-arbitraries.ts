import { fc } from '@fast-check/vitest';
import type { oas31 } from 'zod-openapi';

export type Pair = [name: string, value: string];
export type QueryParameter = { name: string; required: boolean; schema: oas31.SchemaObject };
/** Values known to exist in the seeded database, by parameter name: most valid requests use them. */
export type Hints = Record<string, fc.Arbitrary<string>>;

const INT32_MAX = 2 ** 31 - 1;

/** NUL, C0/C1 controls, zero-width, bidi, BOM, combining marks, Vietnamese, and the query's own delimiters. */
const NASTY_CHARS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u200d',
  '\u202e',
  '\u2028',
  '\ufeff',
  '\ufffd',
  '\u0300',
  '\u0301',
  '\u0323',
  '\u0309',
  '\u036f',
  'đ',
  'Đ',
  'ệ',
  '𝔘',
  '😀',
  ' ',
  '%',
  '&',
  '=',
  '+',
  ',',
  ';',
  "'",
  '"',
  '\\',
  '/',
  '<',
  '>',
  '*',
  '_',
  '-',
  '.',
  'a',
  'Z',
  '0',
  '9',
];

/** A control character inside an otherwise plausible word: reaches the database instead of failing early. */
const embeddedControl = fc
  .tuple(
    fc.constantFrom('da', 'ha', 'vi', 'ho-chi-minh', 'Đà'),
    fc.constantFrom('\u0000', '\u0000\u0000', '\u0001', '\u001f', '\u007f'),
    fc.string({ maxLength: 4 }),
  )
  .map((parts) => parts.join(''));

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...NASTY_CHARS), maxLength: 40 }) },
  { weight: 2, arbitrary: embeddedControl },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-composite', maxLength: 20 }) },
  // long strings (size max biases towards 2,000 characters; shrinking can still shorten them)
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('a', 'đ', '\u0301', '\u0000'), maxLength: 2_000, size: 'max' }) },
);

/** Strings that look like numbers to one parser or another. */
const numberish = fc.oneof(
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    '0',
    '-0',
    '-1',
    '1.5',
    '0.0001',
    '1e3',
    '1e309',
    '-1e309',
    'NaN',
    'Infinity',
    '0x1F',
    '0b11',
    '0o7',
    ' 1',
    '1 ',
    '+1',
    '2147483647',
    '2147483648',
    '-2147483649',
    '4294967296',
    '9007199254740991',
    '9007199254740993',
    '1_000',
    '١',
    '１',
    '',
  ),
);

/** Malformed and out-of-range DD-MM-YYYY dates, and other formats. */
const badDate = fc.oneof(
  fc.constantFrom(
    '31-02-2026',
    '29-02-2027',
    '00-00-0000',
    '99-99-9999',
    '32-01-2026',
    '01-13-2026',
    '01-01-0000',
    '01-01-9999',
    '29-02-0000',
    '31-12-0000',
    '15-06-0000',
    '01-01-0001',
    '2026-01-01',
    '1-1-2026',
    '01/01/2026',
    '31-12-275760',
    '01-01-1969',
    '',
  ),
  fc
    .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 9999 }))
    .map(([d, m, y]) => `${String(d).padStart(2, '0')}-${String(m).padStart(2, '0')}-${String(y).padStart(4, '0')}`),
);

/** Broken percent-encoding and delimiter soup, inserted raw into the query string. */
export const rawGarbage = fc.constantFrom(
  '%',
  '%%',
  '%Z',
  '%ZZ',
  '%zz',
  '%2',
  '%G0',
  '%E0%A4%A',
  '%C3%28',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%FF%FE',
  '%00',
  '%0A',
  '%u0041',
  '&',
  '&&',
  '&&&',
  '=',
  '==',
  '=&=',
  '&=x',
  '+',
  '++',
  '?',
  '??',
  '#',
  '[]',
  'a[]=1',
  'a[b]=c',
  ';',
  '%3D%26',
);

function integerArb(schema: oas31.SchemaObject): fc.Arbitrary<string> {
  const min = schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  // fc.integer only spans int32; bigger documented ranges are reached through fc.bigInt.
  if (min >= -INT32_MAX && max <= INT32_MAX) return fc.integer({ min, max }).map(String);
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(String);
}

/** A value the documented schema accepts (as the query string carries it). */
function schemaValue(schema: oas31.SchemaObject): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  if (schema.const !== undefined) return fc.constant(String(schema.const));
  if (schema.type === 'array') {
    const items = schemaValue((schema.items ?? {}) as oas31.SchemaObject);
    return fc.array(items, { minLength: 1, maxLength: Math.min(schema.maxItems ?? 5, 5) }).map((v) => v.join(','));
  }
  if (schema.type === 'integer') return integerArb(schema);
  if (schema.type === 'number')
    return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum }).map(String);
  if (schema.type === 'boolean') return fc.constantFrom('true', 'false');
  const maxLength = schema.maxLength ?? 100;
  const minLength = schema.minLength ?? 0;
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= maxLength);
  }
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.min(maxLength, 30) }),
    nastyString.filter((s) => s.length >= minLength && s.length <= maxLength),
  );
}

function valueFor(parameter: QueryParameter, hints: Hints): fc.Arbitrary<string> {
  const { schema } = parameter;
  const fromSchema = schemaValue(schema);
  const hint = hints[parameter.name];
  if (!hint) return fromSchema;
  const freeText = schema.type === 'string' && !schema.enum && !schema.pattern;
  // free text: a real value with odd characters around it is still valid, and reaches the database
  const decorated = fc.tuple(hint, nastyString).map(([h, n]) => `${h}${n}`.slice(0, schema.maxLength ?? 100));
  return fc.oneof({ weight: 4, arbitrary: hint }, { weight: 1, arbitrary: fromSchema }, { weight: freeText ? 1 : 0, arbitrary: decorated });
}

/** Requests the documented query schema accepts: required parameters always, optional ones now and then. */
export function validPairs(parameters: QueryParameter[], hints: Hints): fc.Arbitrary<Pair[]> {
  // fc.record drops optional keys while shrinking, so a counter-example keeps only the parameters that matter
  const model = Object.fromEntries(parameters.map((p) => [p.name, valueFor(p, hints)]));
  const requiredKeys = parameters.filter((p) => p.required).map((p) => p.name);
  return fc
    .record(model, { requiredKeys })
    .map((record) => Object.entries(record).filter((entry): entry is Pair => typeof entry[1] === 'string'));
}

/**
 * One mutation of a valid query: wrong-typed, huge, negative and malformed values, strings with NUL,
 * control and combining characters, parameters missing, duplicated, unknown, or named in odd ways.
 * Independent of the query it mutates (no chain), so fast-check shrinks both sides.
 */
export type Mutation = { kind: string; at: number; value: string; name: string };

const KIND_VALUES: Record<string, fc.Arbitrary<string>> = {
  'nasty string': nastyString,
  'number-like': numberish,
  'bad date': badDate,
  'empty value': fc.constant(''),
  'missing required': fc.constant(''),
  duplicated: fc.oneof(nastyString, numberish),
  'unknown parameter': nastyString,
  'odd name': numberish,
};
// the value mutations twice as often as the structural ones
const KIND_WEIGHTS: Record<string, number> = { 'nasty string': 2, 'number-like': 2, 'bad date': 2 };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  ...Object.entries(KIND_VALUES).map(([kind, value]) => ({
    weight: KIND_WEIGHTS[kind] ?? 1,
    arbitrary: fc.record({
      kind: fc.constant(kind),
      at: fc.nat({ max: 50 }),
      value,
      name: fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), nastyString),
    }),
  })),
);

/** Applies a mutation to a query of an operation with these documented parameters. */
export function applyMutation(pairs: Pair[], m: Mutation, parameters: QueryParameter[]): Pair[] {
  const names = parameters.map((p) => p.name);
  const nameAt = names.length ? names[m.at % names.length]! : 'x';
  switch (m.kind) {
    case 'bad date': {
      // a parameter with a pattern (a date, a code) when there is one
      const patterned = parameters.filter((p) => p.schema.pattern).map((p) => p.name);
      const name = patterned.length ? patterned[m.at % patterned.length]! : nameAt;
      return [...pairs.filter(([n]) => n !== name), [name, m.value]];
    }
    case 'missing required': {
      const required = parameters.find((p) => p.required)?.name;
      return pairs.filter(([n]) => n !== required);
    }
    case 'duplicated':
      return [...pairs, [nameAt, m.value]];
    case 'unknown parameter':
      return names.includes(m.name) ? pairs : [...pairs, [m.name, m.value]];
    case 'odd name': {
      const odd = [nameAt.toUpperCase(), ` ${nameAt}`, `${nameAt}[]`][m.at % 3]!;
      return [...pairs, [odd, m.value]];
    }
    default: {
      // replace one value, or set one parameter when the query has none
      if (pairs.length === 0) return [[nameAt, m.value]];
      const i = m.at % pairs.length;
      return pairs.map((p, j): Pair => (j === i ? [p[0], m.value] : p));
    }
  }
}

/** URLSearchParams' own encoding, or encodeURIComponent (spaces as %20 instead of +). */
export function encodeQuery(pairs: Pair[], style: 'form' | 'uri'): string {
  if (style === 'form') return new URLSearchParams(pairs).toString();
  return pairs.map(([n, v]) => `${encodeURIComponent(n.toWellFormed())}=${encodeURIComponent(v.toWellFormed())}`).join('&');
}
