import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { CONTENT_POSTS } from './seed-posts';

describe('content posts seed', () => {
  it('has 6 shown promotions, 6 posts and 6 articles, with unique ASCII slugs and both languages', () => {
    const shown = (kind: string) => CONTENT_POSTS.filter((p) => p.kind === kind && !p.ended && !p.inactive);
    expect(shown('promotion')).toHaveLength(6);
    expect(shown('post')).toHaveLength(6);
    expect(shown('article')).toHaveLength(6);
    expect(new Set(CONTENT_POSTS.map((p) => p.slug)).size).toBe(CONTENT_POSTS.length);
    for (const p of CONTENT_POSTS) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const text of [p.title, p.excerpt, p.body]) {
        expect(text.vi.trim(), p.slug).not.toBe('');
        expect(text.en.trim(), p.slug).not.toBe('');
      }
      expect(p.title.vi).not.toBe(p.title.en);
    }
  });

  it('uses local images only and site paths for promotions; bodies survive the sanitiser unchanged', () => {
    for (const p of CONTENT_POSTS) {
      expect(p.image).toMatch(/^\/banners\/[a-z-]+\.svg$/);
      expect(existsSync(path.join(process.cwd(), 'public', p.image)), p.image).toBe(true);
      if (p.kind === 'promotion') expect(p.link).toMatch(/^\/[a-z-]+$/);
      expect(sanitizeRichText(p.body.vi)).toBe(p.body.vi);
      expect(sanitizeRichText(p.body.en)).toBe(p.body.en);
    }
  });
});
