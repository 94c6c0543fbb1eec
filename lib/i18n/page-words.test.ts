import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWalker } from '@/lib/lint/client-words';
import { SHELL_NAMESPACES } from './resources';

const root = path.resolve(import.meta.dirname, '../..');
const pagesDir = path.join(root, 'app/[lang]');

/** Every page module (and error and not-found screen) under app/[lang] with the layouts above it (the root layout gives SHELL_NAMESPACES). */
function pagesWithLayouts(): { page: string; layouts: string[] }[] {
  const files = (readdirSync(pagesDir, { recursive: true }) as string[]).map((f) => f.split(path.sep).join('/'));
  const layouts = new Set(files.filter((f) => f.endsWith('layout.tsx')));
  return files
    .filter((f) => /(^|\/)(page|error|not-found)\.tsx$/.test(f))
    .map((page) => ({ page, layouts: [...layouts].filter((l) => page.startsWith(l.slice(0, -'layout.tsx'.length))) }));
}

describe('every page gives its client components the namespaces they translate with', () => {
  const walk = createWalker(root);
  const pages = pagesWithLayouts();

  it.each(pages)('$page', ({ page, layouts }) => {
    const reports = [page, ...layouts].map((f) => walk(path.join(pagesDir, f)));
    const asked = new Set(reports.flatMap((r) => [...r.asked]));
    const given = new Set([...SHELL_NAMESPACES, ...reports.flatMap((r) => [...r.given])]);
    expect(
      [...asked].filter((ns) => !given.has(ns)),
      'asked for but not given (add it to the page’s <PageWords>)',
    ).toEqual([]);
    expect(
      [...given].filter((ns) => !asked.has(ns)),
      'given but asked for by nothing (remove it: it only weighs the page)',
    ).toEqual([]);
  });

  it('finds what the listing asks for (the walk is not empty)', () => {
    const listing = walk(path.join(pagesDir, 'khach-san/[place]/page.tsx'));
    expect([...listing.asked].sort()).toEqual(['hotelList', 'hotelMap', 'searchBox']);
    expect(pages.length).toBeGreaterThan(30);
  });
});

describe('the walk follows imports by name', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-words-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const tree: Record<string, string> = {
    'feature/index.ts': "export { Card } from './card';\nexport { Popup } from './popup';\nexport * from './more';\n",
    'feature/card.tsx': "import { useTranslation } from 'x';\nexport function Card() { return useTranslation('cards'); }\n",
    'feature/popup.tsx': "import { useTranslation } from 'x';\nexport function Popup() { return useTranslation('popup'); }\n",
    'feature/more.tsx': "import { Inner } from './inner';\nexport const More = () => Inner;\n",
    'feature/inner.tsx': "import { useTranslation } from 'x';\nconst Inner = () => useTranslation();\nexport { Inner };\n",
    'page-card.tsx':
      "import { Card } from './feature';\nexport default function P() { return <PageWords namespaces={['cards']}><Card /></PageWords>; }\n",
    'page-more.tsx': "import { More } from '@/feature/index';\nexport default function P() { return More; }\n",
    'page-lazy.tsx': "export default function P() { return import('./feature/popup'); }\n",
  };
  for (const [file, text] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const walk = createWalker(dir);
  const of = (file: string) => {
    const { asked, given } = walk(path.join(dir, file));
    return { asked: [...asked].sort(), given: [...given].sort() };
  };

  it('takes only the named component from an entry, and what the page gives', () => {
    expect(of('page-card.tsx')).toEqual({ asked: ['cards'], given: ['cards'] });
  });
  it('goes through export * and a local export list; useTranslation() is common', () => {
    expect(of('page-more.tsx')).toEqual({ asked: ['common'], given: [] });
  });
  it('follows a dynamic import', () => {
    expect(of('page-lazy.tsx')).toEqual({ asked: ['popup'], given: [] });
  });
});
