import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANNERS } from './seed';
import { inSeason, seasonDay } from './season';

const publicFile = (url: string) => path.join(process.cwd(), 'public', url);

describe('banner seed', () => {
  it('covers the cases the UI handles', () => {
    const slideshow = BANNERS.filter((b) => b.position === 'home_slideshow');
    expect(slideshow.filter((b) => b.active)).toHaveLength(5);
    expect(slideshow.some((b) => !b.active)).toBe(true);
    expect(slideshow.some((b) => b.active && b.season)).toBe(true);
    expect(BANNERS.some((b) => b.position !== 'home_slideshow')).toBe(true);
    expect(BANNERS.some((b) => b.url && b.isOpenNewTab)).toBe(true);
    expect(BANNERS.some((b) => b.url && !b.isOpenNewTab)).toBe(true);
    expect(BANNERS.some((b) => b.url === null)).toBe(true);
    expect(BANNERS.some((b) => b.withoutAlt)).toBe(true);
  });

  it('points at small SVG files that exist', () => {
    for (const b of BANNERS) {
      for (const screen of ['widescreen', 'desktop', 'tablet', 'mobile']) {
        const file = publicFile(`/banners/${b.art ?? b.slug}-${screen}.svg`);
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size).toBeLessThan(8 * 1024);
        expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*height="250"/);
      }
    }
    expect(existsSync(publicFile('/banners/fallback.svg'))).toBe(true);
  });

  it('whatever the day the site runs on, at least two banners show, only the ones in season: summer in summer, Tet at the year end', () => {
    const shownOn = (iso: string) =>
      BANNERS.filter(
        (b) => b.position === 'home_slideshow' && b.active && inSeason(b.season ?? null, seasonDay(new Date(`${iso}T12:00:00+07:00`))),
      ).map((b) => b.slug);
    for (let day = Date.UTC(2028, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      expect(shownOn(new Date(day).toISOString().slice(0, 10)).length).toBeGreaterThanOrEqual(2);
    }
    expect(shownOn('2026-11-25')).not.toContain('summer-sale');
    expect(shownOn('2026-12-06')).toContain('tet-holiday');
    expect(shownOn('2027-02-10')).toContain('tet-holiday');
    expect(shownOn('2027-07-15')).toContain('summer-sale');
    expect(shownOn('2027-07-15')).not.toContain('tet-holiday');
    expect(shownOn('2027-09-20')).toContain('sapa-terraces');
  });
});
