import { describe, expect, it } from 'vitest';
import { galleryGrid, panoramasOf, showMapTile } from './gallery-tiles';

const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/p${i + 1}.svg`, is360: false }));
const panorama = (n: number) => ({ url: `/360-${n}.svg`, is360: true });

describe('gallery rules (spec 2.8, 9)', () => {
  const sizes = (grid: ReturnType<typeof galleryGrid>) => [...grid.tiles, ...grid.actions].map((t) => `${t.width}x${t.height}`);

  it('holds at most 7 tiles: the action tiles (360°, map) take the last slots, photos (never panoramas) the rest', () => {
    expect(galleryGrid([panorama(1), ...photos(12)]).tiles.map((t) => t.url)).toEqual(photos(5).map((p) => p.url));
    expect(galleryGrid([panorama(1), ...photos(12)]).actions).toHaveLength(2);
    expect(galleryGrid(photos(12)).tiles).toHaveLength(6);
    expect(galleryGrid(photos(12), { isCombo: true }).tiles).toHaveLength(7);
    expect(galleryGrid(photos(12), { isCombo: true }).actions).toEqual([]);
  });

  it('lays the full grid out at the spec 9 sizes: 471x290 | 275x140 over 275x140 | 142x140 pairs, 1,060 px wide', () => {
    const grid = galleryGrid([panorama(1), ...photos(9)]);
    expect(sizes(grid)).toEqual(['471x290', '275x140', '275x140', '142x140', '142x140', '142x140', '142x140']);
    expect(grid.columns).toEqual([471, 275, 142, 142]);
    expect(grid.designWidth).toBe(1060);
  });

  it('uses the wide spec sizes for fewer tiles, and a last tile alone in its column takes the full height', () => {
    expect(sizes(galleryGrid(photos(1), { isCombo: true }))).toEqual(['886x290']);
    expect(sizes(galleryGrid(photos(1)))).toEqual(['471x290', '584x290']);
    expect(sizes(galleryGrid(photos(5)))).toEqual(['471x290', '275x140', '275x140', '142x140', '142x140', '142x290']);
    expect(galleryGrid(photos(3), { isCombo: true }).designWidth).toBe(1065);
  });

  it('hides the map tile for combo offers only', () => {
    expect(showMapTile(true)).toBe(false);
    expect(showMapTile(false)).toBe(true);
  });

  it('offers the 360 view only with 360 images', () => {
    expect(panoramasOf(photos(5))).toEqual([]);
    expect(panoramasOf([...photos(5), panorama(1), panorama(2)])).toEqual(['/360-1.svg', '/360-2.svg']);
  });
});
