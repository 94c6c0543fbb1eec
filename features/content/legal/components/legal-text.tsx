import { Fragment, type ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/config';
import { LEGAL_PATHS, localePath, type LegalPage } from '@/lib/paths';

/**
 * The legal texts' small markup (locales/<lang>/legal.json): blocks are separated by a blank line; a block whose
 * lines all start with "- " is a list; "[words](terms)" links another legal page by its key, "[words](/lien-he)" a
 * page of the site (both in the reader's language); "{{name}}" is a value the page gives; a block that is only
 * "{{name}}" is a slot (a table the page renders from the database).
 */
export type LegalValues = Readonly<Record<string, string>>;
export type LegalSlots = Readonly<Record<string, ReactNode>>;

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const isLegalPage = (key: string): key is LegalPage => Object.hasOwn(LEGAL_PATHS, key);

/** The address a link of the markup names, or null when it names nothing this site has. */
function legalLinkHref(target: string, lang: Lang): string | null {
  if (isLegalPage(target)) return localePath(lang, LEGAL_PATHS[target]);
  return /^\/[a-z0-9-/]*$/.test(target) ? localePath(lang, target) : null;
}

function fill(text: string, values: LegalValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}

/** One paragraph's words, links and values (no blocks). */
export function LegalInline({ text, lang, values }: { text: string; lang: Lang; values: LegalValues }) {
  const filled = fill(text, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of filled.matchAll(LINK)) {
    const href = legalLinkHref(match[2]!, lang);
    if (href === null) throw new Error(`Legal text links to an unknown page: ${match[2]}`);
    parts.push(
      filled.slice(last, match.index),
      <a key={match.index} href={href}>
        {match[1]}
      </a>,
    );
    last = match.index + match[0].length;
  }
  parts.push(filled.slice(last));
  return <>{parts}</>;
}

export function LegalText({ body, lang, values = {}, slots = {} }: { body: string; lang: Lang; values?: LegalValues; slots?: LegalSlots }) {
  return (
    <>
      {body.split('\n\n').map((block, i) => {
        const slot = /^\{\{(\w+)\}\}$/.exec(block.trim())?.[1];
        if (slot !== undefined && slot in slots) return <Fragment key={i}>{slots[slot]}</Fragment>;
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={i}>
              {lines.map((line, j) => (
                <li key={j}>
                  <LegalInline text={line.slice(2)} lang={lang} values={values} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i}>
            <LegalInline text={block} lang={lang} values={values} />
          </p>
        );
      })}
    </>
  );
}
