import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { CONTENT_POSTS } from './seed-posts';

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** Share of word trigrams two texts have in common (Jaccard): one body with the place names swapped scores near 1. */
function likeness(a: string, b: string): number {
  const grams = (text: string) => {
    const w = words(text);
    return new Set(w.slice(2).map((_, i) => `${w[i]} ${w[i + 1]} ${w[i + 2]}`));
  };
  const [x, y] = [grams(a), grams(b)];
  const shared = [...x].filter((g) => y.has(g)).length;
  return shared / (x.size + y.size - shared);
}

describe('content posts seed', () => {
  it('has 6 promotions all year and 3 seasonal, 6 posts and 6 articles, with unique ASCII slugs and both languages', () => {
    const shown = (kind: string) => CONTENT_POSTS.filter((p) => p.kind === kind && !p.ended && !p.inactive);
    expect(shown('promotion').filter((p) => !p.season)).toHaveLength(6);
    expect(
      shown('promotion')
        .filter((p) => p.season)
        .map((p) => p.season),
    ).toEqual([
      { start: '06-01', end: '08-31' },
      { start: '09-01', end: '10-31' },
      { start: '12-01', end: '02-20' },
    ]);
    expect(shown('post')).toHaveLength(6);
    expect(shown('article')).toHaveLength(6);
    expect(new Set(CONTENT_POSTS.map((p) => p.slug)).size).toBe(CONTENT_POSTS.length);
    for (const p of CONTENT_POSTS) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const text of [p.title, p.excerpt, p.body, p.imageAlt]) {
        expect(text.vi.trim(), p.slug).not.toBe('');
        expect(text.en.trim(), p.slug).not.toBe('');
      }
      expect(p.title.vi).not.toBe(p.title.en);
    }
  });

  it('uses small local images of the right size and site paths for promotions; bodies survive the sanitiser unchanged', () => {
    for (const p of CONTENT_POSTS) {
      expect(p.image).toMatch(/^\/banners\/[a-z-]+\.svg$/);
      const file = path.join(process.cwd(), 'public', p.image);
      expect(existsSync(file), p.image).toBe(true);
      expect(statSync(file).size, p.image).toBeLessThan(8 * 1024);
      expect(readFileSync(file, 'utf8'), p.image).toMatch(/^<svg [^>]*width="780" height="250"/);
      if (p.kind === 'promotion') expect(p.link).toMatch(/^\/[a-z-]+$/);
      expect(sanitizeRichText(p.body.vi)).toBe(p.body.vi);
      expect(sanitizeRichText(p.body.en)).toBe(p.body.en);
    }
  });

  it('every food post names at least 5 distinct dishes, each in both bodies, under a picture of food of its own city', () => {
    const food = CONTENT_POSTS.filter((p) => p.kind === 'post');
    for (const p of food) {
      const city = p.slug.replace(/^an-gi-o-/, '');
      expect(p.image).toBe(`/banners/food-${city}.svg`);
      for (const lang of ['vi', 'en'] as const) {
        const dishes = p.dishes![lang];
        expect(new Set(dishes).size, `${p.slug} ${lang}`).toBeGreaterThanOrEqual(5);
        for (const dish of dishes) expect(p.body[lang], `${p.slug} ${lang}`).toContain(`<strong>${dish}</strong>`);
        // the title's count is the list's
        const count = /\b(\d+) /.exec(p.title[lang])?.[1];
        expect(Number(count), p.title[lang]).toBe(dishes.length);
      }
    }
    expect(food.find((p) => p.slug === 'an-gi-o-hoi-an')!.dishes!.vi).toEqual(
      expect.arrayContaining(['Cao lầu', 'Mì Quảng', 'Cơm gà Hội An', 'Bánh mì Phượng']),
    );
  });

  it('no two posts or articles are one template with the place swapped: each body is its own text', () => {
    const written = CONTENT_POSTS.filter((p) => p.kind !== 'promotion');
    for (const lang of ['vi', 'en'] as const) {
      for (let i = 0; i < written.length; i++) {
        for (let j = i + 1; j < written.length; j++) {
          const score = likeness(written[i]!.body[lang], written[j]!.body[lang]);
          expect(score, `${written[i]!.slug} ~ ${written[j]!.slug} (${lang})`).toBeLessThan(0.1);
        }
        expect(words(written[i]!.body[lang]).length, written[i]!.slug).toBeGreaterThan(150);
      }
    }
  });
});
