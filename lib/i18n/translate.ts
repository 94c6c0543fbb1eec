import type { Lang } from './config';

/** One namespace's translations: nested objects of strings. */
type NamespaceResources = { readonly [key: string]: string | NamespaceResources };
/** The namespaces of one language. */
export type LangResources = Readonly<Record<string, NamespaceResources>>;

type TranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
/** The subset of i18next's `t` the client uses: nested keys, `_one`/`_other` plurals, `{{name}}` values. */
export type Translate = (key: string, options?: TranslateOptions) => string;

function lookup(tree: NamespaceResources | undefined, key: string): string | undefined {
  let node: string | NamespaceResources | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  // Like i18next (escapeValue: false): a value that is not given leaves its placeholder as it is.
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (match, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? match : String(value);
  });
}

const pluralRules = new Map<Lang, Intl.PluralRules>();
const translators = new WeakMap<LangResources, Map<string, Translate>>();

/**
 * A `t` for one language and namespace with i18next's rules for what the site uses (keys "a.b", plurals
 * through Intl.PluralRules with "_zero" tried first for 0, `{{value}}` interpolation, defaultValue, and
 * the key itself when nothing matches), so browser bundles need no i18next. A unit test compares it with
 * i18next on every key. One `t` per resources object and namespace is made and reused (every component of
 * a page asks for one while hydrating).
 */
export function createTranslate(lang: Lang, resources: LangResources, ns: string): Translate {
  let byNs = translators.get(resources);
  if (!byNs) translators.set(resources, (byNs = new Map()));
  const cacheKey = `${lang}:${ns}`;
  const cached = byNs.get(cacheKey);
  if (cached) return cached;

  let plural = pluralRules.get(lang);
  if (!plural) pluralRules.set(lang, (plural = new Intl.PluralRules(lang)));
  const rules = plural;
  const t: Translate = (key, options) => {
    const tree = resources[ns];
    let text: string | undefined;
    const count = options?.count;
    if (typeof count === 'number') {
      if (count === 0) text = lookup(tree, `${key}_zero`);
      text ??= lookup(tree, `${key}_${rules.select(count)}`);
    }
    text ??= lookup(tree, key) ?? options?.defaultValue;
    return text === undefined ? key : interpolate(text, options);
  };
  byNs.set(cacheKey, t);
  return t;
}
