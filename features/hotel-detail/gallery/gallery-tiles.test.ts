import { describe, expect, it } from 'vitest';
import { GALLERY_SIZES, galleryTiles, panoramasOf, showMapTile } from './gallery-tiles';

const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/p${i + 1}.svg`, is360: false }));
const panorama = (n: number) => ({ url: `/360-${n}.svg`, is360: true });

describe('gallery rules (spec 2.8, 9)', () => {
  it('shows at most 7 photos, panoramas never among them', () => {
    expect(galleryTiles([panorama(1), ...photos(12)]).map((t) => t.url)).toEqual(photos(7).map((p) => p.url));
    expect(galleryTiles(photos(3))).toHaveLength(3);
  });

  it('gives each position its spec size: 471x290, 886x290, 584x290, 275x140 twice, 142x140 twice', () => {
    expect(galleryTiles(photos(9)).map((t) => `${t.width}x${t.height}`)).toEqual([
      '471x290', '886x290', '584x290', '275x140', '275x140', '142x140', '142x140',
    ]);
    expect(GALLERY_SIZES).toHaveLength(7);
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
