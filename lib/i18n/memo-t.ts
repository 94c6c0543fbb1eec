import type { i18n } from 'i18next';

type AnyT = (...args: unknown[]) => unknown;
type FixedT = AnyT & { lng?: string; lngs?: readonly string[]; ns?: unknown; keyPrefix?: unknown };

/**
 * i18next's `t` costs about 10 µs a call (it copies its whole options object each time), and a page calls it
 * hundreds of times per render. An instance's words never change, so a lookup by a string key, with no options or
 * with options of plain values (a count, a name, an amount), always gives the same string: this remembers those per
 * language and namespace. Anything else (objects among the options, returnObjects answers) goes through i18next.
 */
export function memoizePlainT(instance: i18n): i18n {
  const getFixedT = instance.getFixedT.bind(instance);
  const fixedTs = new Map<string, FixedT>();
  const patched = ((lng: string | readonly string[] | null, ns?: unknown, keyPrefix?: unknown, fixedOpts?: unknown) => {
    const fixed = () => (getFixedT as unknown as (...args: unknown[]) => FixedT)(lng, ns, keyPrefix, fixedOpts);
    if (keyPrefix !== undefined || fixedOpts !== undefined) return fixed();
    // one function per language and namespace: every component asking for the same gets the same (and its memory)
    const memoKey = `${JSON.stringify(lng)}|${JSON.stringify(ns)}`;
    const ready = fixedTs.get(memoKey);
    if (ready) return ready;
    const made = remembering(fixed());
    fixedTs.set(memoKey, made);
    return made;
  }) as unknown as i18n['getFixedT'];
  instance.getFixedT = patched;
  return instance;
}

/** Results of calls with options kept per function: enough for a page's prices and counts, bounded all the same. */
const MAX_WITH_OPTIONS = 2_000;

/** Options made of plain values only (count, names, amounts): the same ones always give the same text. */
function plainOptions(options: unknown): options is Record<string, string | number | boolean | null | undefined> {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
  return Object.values(options).every((value) => value === null || (typeof value !== 'object' && typeof value !== 'function'));
}

function remembering(fixed: FixedT): FixedT {
  const known = new Map<string, string>();
  const withOptions = new Map<string, string>();
  const remember = (store: Map<string, string>, id: string, answer: unknown) => {
    if (typeof answer !== 'string') return answer;
    if (store === withOptions && store.size >= MAX_WITH_OPTIONS) store.clear();
    store.set(id, answer);
    return answer;
  };
  const plain = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string') return fixed(key, ...rest);
    if (rest.length === 0) return known.get(key) ?? remember(known, key, fixed(key));
    if (rest.length === 1 && plainOptions(rest[0])) {
      const id = `${key}\u0000${JSON.stringify(rest[0])}`;
      return withOptions.get(id) ?? remember(withOptions, id, fixed(key, rest[0]));
    }
    return fixed(key, ...rest);
  };
  return Object.assign(plain, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix }) as FixedT;
}
