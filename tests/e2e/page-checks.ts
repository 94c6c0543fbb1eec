import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

// The checks the site crawl runs on every page it opens; each answers readable problems, none throws, so one
// failure lists everything wrong with a page at once.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every key path of every locale file (`summary.title`, `fares.ECO_STANDARD`), plural suffixes also without. */
function localeKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown, path: string) => {
    if (value === null || typeof value !== 'object') return;
    for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
      const key = path ? `${path}.${name}` : name;
      keys.add(key);
      keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
      walk(child, key);
    }
  };
  for (const lang of ['vi', 'en']) {
    const dir = join(process.cwd(), 'locales', lang);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')))
      walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), '');
  }
  // a one-word key is an ordinary word in a sentence: only dotted paths can be told apart from text
  return new Set([...keys].filter((key) => key.includes('.')));
}

const KEYS = localeKeys();
const KEY_SHAPE = /\b[a-z][a-zA-Z]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+\b/g;
/** Dotted words that are not keys: domains and file names. */
const NOT_A_KEY = /\.(com|vn|net|org|io|dev|example|local|json|xml|png|jpe?g|svg|webp|txt|html?|pdf)$/i;

/** Visible text nodes of the page: text, its element's own `lang` in force, and a short path to the element. */
type TextNode = { text: string; lang: string; where: string };

async function visibleTexts(page: Page): Promise<TextNode[]> {
  return page.evaluate(() => {
    const out: { text: string; lang: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const describe = (el: Element) => {
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${testId ? ` in [data-testid="${testId}"]` : ''}`;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) continue;
      out.push({ text, lang: parent.closest('[lang]')?.getAttribute('lang') ?? '', where: describe(parent) });
    }
    return out;
  });
}

/** Raw translation keys in visible text (`summary.title`, `titles.MR`); addresses and emails are not keys. */
export function rawKeys(texts: readonly TextNode[]): string[] {
  const found: string[] = [];
  for (const { text, where } of texts) {
    const words = text.replace(/\b(https?:\/\/|www\.)\S+/g, ' ').replace(/\S+@\S+/g, ' ');
    for (const token of words.match(KEY_SHAPE) ?? []) {
      if (NOT_A_KEY.test(token)) continue;
      // "v.v." and "e.g." are words: a key's every segment is two letters or more
      if (KEYS.has(token) || token.split('.').every((segment) => segment.length >= 2))
        found.push(`raw translation key "${token}" in ${where}: "${text.slice(0, 80)}"`);
    }
  }
  return found;
}

// Letters only Vietnamese uses among the site's two languages: ă â đ ê ô ơ ư and the tone marks on any vowel.
const VIETNAMESE =
  /[ăâđêôơưĂÂĐÊÔƠƯàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵÀÁẢÃẠẰẮẲẴẶẦẤẨẪẬÈÉẺẼẸỀẾỂỄỆÌÍỈĨỊÒÓỎÕỌỒỐỔỖỘỜỚỞỠỢÙÚỦŨỤỪỨỬỮỰỲÝỶỸỴ]/;

/** On an English page: Vietnamese text outside an element marked `lang="vi"` (a proper name with no English form). */
export function vietnameseOnEnglish(texts: readonly TextNode[]): string[] {
  return texts
    .filter(({ text, lang }) => VIETNAMESE.test(text) && !lang.startsWith('vi'))
    .map(({ text, where }) => `Vietnamese on an English page in ${where}: "${text.slice(0, 100)}"`);
}

/** Everything the crawl checks on the page as it is now; `lang` is the page's language, `phone` a 390 px viewport. */
export async function pageProblems(page: Page, { lang, phone }: { lang: 'vi' | 'en'; phone: boolean }): Promise<string[]> {
  const problems: string[] = [];
  const texts = await visibleTexts(page);
  problems.push(...rawKeys(texts));
  if (lang === 'en') problems.push(...vietnameseOnEnglish(texts));
  const shape = await page.evaluate(() => ({
    title: document.title.trim(),
    mains: document.querySelectorAll('main').length,
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
    widest: [...document.querySelectorAll('body *')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > window.innerWidth + 1)
      .slice(0, 3)
      .map(
        ({ el, right }) =>
          `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid="${el.getAttribute('data-testid')}"]` : ''}.${String(el.className).slice(0, 40)} (right ${Math.round(right)})`,
      ),
  }));
  if (!shape.title) problems.push('no <title> (or an empty one)');
  if (shape.mains !== 1) problems.push(`${shape.mains} <main> elements (want 1)`);
  if (phone && shape.scrollWidth > shape.innerWidth)
    problems.push(`horizontal overflow: ${shape.scrollWidth} px wide at ${shape.innerWidth} px (${shape.widest.join(', ')})`);
  const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  // every impact, not only serious and critical: the pages accessibility.spec listed were held to that already
  for (const v of axe.violations) {
    problems.push(
      `axe ${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
    );
  }
  return problems;
}

/** The focus ring of the element with focus: its outline, or a box-shadow ring; null without one. */
export async function focusRing(page: Page): Promise<{ element: string; ring: string | null }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { element: 'body', ring: null };
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
        ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
        : null;
    const shadow = style.boxShadow && style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : null;
    const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`;
    return { element: name, ring: outline ?? shadow };
  });
}
