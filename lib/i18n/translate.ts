/** One namespace's translations: nested objects of strings. */
type NamespaceResources = { readonly [key: string]: string | NamespaceResources };
/** The namespaces of one language. */
export type LangResources = Readonly<Record<string, NamespaceResources>>;

type TranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
/** What helpers handed a component's `t` (react-i18next's, or the server's i18next one) call it with. */
export type Translate = (key: string, options?: TranslateOptions) => string;
