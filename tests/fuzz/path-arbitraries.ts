import { fc } from '@fast-check/vitest';
import type { oas31 } from 'zod-openapi';
import { jsonArbitrary, type Components } from './json-arbitraries';
import { nastyString } from './query-arbitraries';

export type PathParameter = { name: string; schema: oas31.SchemaObject };
/** Path parameter values as they go on the wire: already percent-encoded segments. */
export type Segments = Record<string, string>;

/** Values of a path segment as sent (some raw on purpose: `..`, encoded slashes, broken escapes). */
const mutatedSegment = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '-0',
    '1.5',
    '1e3',
    '+1',
    '0x10',
    '00001',
    '%201',
    '2147483648',
    '9007199254740993',
    '99999999999999999999999999',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    'abc',
    '%20',
    '%00',
    '%0A',
    '..',
    '.',
    '%2E%2E',
    '..%2F..%2Fetc%2Fpasswd',
    '%2F',
    'a%2Fb',
    '%252F',
    '%5C',
    '1%2F2',
    '%C3%28',
    '%E0%A4%A',
    '%FF',
    '%',
    '%ZZ',
    '1;drop',
    "1'",
    '1%27%20OR%201=1',
    '%F0%9F%98%80',
    '%C4%91',
    '%E2%80%AE',
    '%EF%BB%BF1',
  ),
  fc.bigInt({ min: -(2n ** 100n), max: 2n ** 100n }).map(String),
  fc.double().map((n) => encodeURIComponent(String(n))),
  nastyString.map((s) => encodeURIComponent(s.toWellFormed())).filter((s) => s.length > 0),
  fc.nat({ max: 3_000 }).map((n) => '9'.repeat(n + 1)),
);

/** Path parameters the documented schema accepts, encoded. */
export function validSegments(parameters: PathParameter[], components: Components): fc.Arbitrary<Segments> {
  return fc.record(
    Object.fromEntries(parameters.map((p) => [p.name, jsonArbitrary(p.schema, components).map((v) => encodeURIComponent(String(v)))])),
  ) as fc.Arbitrary<Segments>;
}

/** Valid path parameters with one or more replaced by a mutated segment. */
export function mutatedSegments(parameters: PathParameter[], components: Components): fc.Arbitrary<Segments> {
  return fc
    .tuple(validSegments(parameters, components), fc.array(fc.tuple(fc.nat({ max: 10 }), mutatedSegment), { minLength: 1, maxLength: 2 }))
    .map(([segments, replacements]) => {
      const out = { ...segments };
      for (const [at, value] of replacements) if (parameters.length) out[parameters[at % parameters.length]!.name] = value;
      return out;
    });
}

/** "/api/x/{id}" with the segments in place. */
export function fillPath(path: string, segments: Segments): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => segments[name] ?? '');
}

/** The decoded parameters the route receives for this pathname, or null when it is another address. */
export function paramsOf(path: string, pathname: string): Record<string, string> | null {
  const pattern = path.replace(/\/$/, '').split('/');
  const parts = pathname.replace(/\/$/, '').split('/');
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    if (!name) {
      if (part !== parts[i]) return null;
      continue;
    }
    try {
      params[name] = decodeURIComponent(parts[i]!);
    } catch {
      return null;
    }
  }
  return params;
}
