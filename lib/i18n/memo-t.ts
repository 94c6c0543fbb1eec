import type { i18n } from 'i18next';

type AnyT = (...args: unknown[]) => unknown;
type FixedT = AnyT & { lng?: string; lngs?: readonly string[]; ns?: unknown; keyPrefix?: unknown };

/**
 * i18next's `t` costs about 10 µs a call (it copies its whole options object each time), and a page calls it
 * hundreds of times per render. An instance's words never change, so a plain lookup (a string key, no options:
 * no count, no values, no context) always gives the same string: this remembers those per language and namespace.
 * Anything else goes through i18next as before.
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

function remembering(fixed: FixedT): FixedT {
  const known = new Map<string, string>();
  const plain = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 0) return fixed(key, ...rest);
    let text = known.get(key);
    if (text === undefined) {
      const answer: unknown = fixed(key);
      if (typeof answer !== 'string') return answer;
      text = answer;
      known.set(key, text);
    }
    return text;
  };
  return Object.assign(plain, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix }) as FixedT;
}
