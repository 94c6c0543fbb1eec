import { describe, expect, it } from 'vitest';
import { toSearchKey } from './search-key';
import { slugify } from './slug';

describe('slugify', () => {
  it('makes ASCII kebab slugs from Vietnamese text', () => {
    expect(slugify('Bà Rịa - Vũng Tàu')).toBe('ba-ria-vung-tau');
    expect(slugify('Hồ Chí Minh')).toBe('ho-chi-minh');
    expect(slugify('Quận 1')).toBe('quan-1');
    expect(slugify('Đà Lạt')).toBe('da-lat');
  });

  it('drops punctuation and collapses separators', () => {
    expect(slugify('Vinpearl Resort & Spa Nha Trang')).toBe('vinpearl-resort-spa-nha-trang');
    expect(slugify('  --Phố cổ   Hà Nội!! ')).toBe('pho-co-ha-noi');
    expect(slugify("Lotus Boutique Hotel's")).toBe('lotus-boutique-hotel-s');
  });

  it('gives ASCII text the slug of its search key (the Unicode path)', () => {
    for (const text of ['Muong Thanh Grand  Da Nang', ' A\tB\nC ', 'Hotel_24/7 (Phu Quoc)', "O'Neil & Co.", 'ABC-123', '']) {
      expect(slugify(text), JSON.stringify(text)).toBe(
        toSearchKey(text)
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, ''),
      );
    }
  });

  it('returns an empty string when nothing is left', () => {
    expect(slugify(' - ')).toBe('');
  });
});
