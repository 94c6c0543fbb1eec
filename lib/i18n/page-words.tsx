import 'server-only';
import type { ReactNode } from 'react';
import type { Lang } from './config';
import { pickWords, type Namespace } from './resources';
import { Words } from './words';

/**
 * Gives the client components below it these namespaces (the root layout gives only SHELL_NAMESPACES), so
 * the page's payload carries the words its components can show and no others. lib/i18n/page-words.test.ts
 * walks every page's imports and checks that what its components ask for is given.
 */
export function PageWords({ lang, namespaces, children }: { lang: Lang; namespaces: readonly Namespace[]; children: ReactNode }) {
  return <Words words={pickWords(lang, namespaces)}>{children}</Words>;
}
