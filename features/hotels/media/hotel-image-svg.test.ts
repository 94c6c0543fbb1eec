import { describe, expect, it } from 'vitest';
import { hotelImageSvg } from './hotel-image-svg';

describe('hotelImageSvg', () => {
  it('is deterministic per key and varies between keys', () => {
    expect(hotelImageSvg('12-3', 800, 600)).toBe(hotelImageSvg('12-3', 800, 600));
    const distinct = new Set(Array.from({ length: 30 }, (_, i) => hotelImageSvg(`${i}-1`, 800, 600)));
    expect(distinct.size).toBe(30);
  });

  it('is a small standalone SVG of the requested size', () => {
    for (let i = 0; i < 300; i++) {
      const svg = hotelImageSvg(`${i}-360-1`, 1600, 800);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it('draws panoramas as equirectangular 2:1 pictures whose edges meet (the ring is repeated 800 px left)', () => {
    const svg = hotelImageSvg('42-360-1', 1600, 800);
    expect(svg).toContain('viewBox="0 0 800 400"');
    expect(svg).toContain('<use href="#r" x="-800"/>');
    expect(svg).toBe(hotelImageSvg('42-360-1', 1600, 800));
    expect(hotelImageSvg('42-1', 800, 600)).toContain('viewBox="0 0 400 300"');
  });
});
