import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANNERS } from './seed';

const publicFile = (url: string) => path.join(process.cwd(), 'public', url);

describe('banner seed', () => {
  it('covers the cases the UI handles', () => {
    const slideshow = BANNERS.filter((b) => b.position === 'home_slideshow');
    expect(slideshow.filter((b) => b.active)).toHaveLength(4);
    expect(slideshow.some((b) => !b.active)).toBe(true);
    expect(BANNERS.some((b) => b.position !== 'home_slideshow')).toBe(true);
    expect(BANNERS.some((b) => b.url && b.isOpenNewTab)).toBe(true);
    expect(BANNERS.some((b) => b.url && !b.isOpenNewTab)).toBe(true);
    expect(BANNERS.some((b) => b.url === null)).toBe(true);
    expect(BANNERS.some((b) => b.withoutAlt)).toBe(true);
  });

  it('points at small SVG files that exist', () => {
    for (const b of BANNERS) {
      for (const screen of ['widescreen', 'desktop', 'tablet', 'mobile']) {
        const file = publicFile(`/banners/${b.slug}-${screen}.svg`);
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size).toBeLessThan(8 * 1024);
        expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*height="250"/);
      }
    }
    expect(existsSync(publicFile('/banners/fallback.svg'))).toBe(true);
  });
});
