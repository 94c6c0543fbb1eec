import type { LangResources } from './translate';

type Tree = { readonly [key: string]: string | Tree };

/** `base` with every string `over` gives replaced (nested keys merged, nothing else touched). */
export function overlayWords(base: Tree, over: Tree): Tree {
  const out: Record<string, string | Tree> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'string' || typeof current !== 'object' ? value : overlayWords(current, value);
  }
  return out;
}

/**
 * The namespace `ns` of `resources` with its own subtree at `path` (e.g. "products.deal") laid over it, or
 * nothing when that subtree is missing: a product's words over the shared ones, without product branches in code.
 */
export function namespaceWithOverlay(resources: LangResources, ns: string, path: string): LangResources {
  const base = resources[ns];
  if (!base) return {};
  let over: string | Tree | undefined = base;
  for (const part of path.split('.')) over = typeof over === 'object' ? over[part] : undefined;
  return typeof over === 'object' ? { [ns]: overlayWords(base, over) } : {};
}
