import { describe, expect, it } from 'vitest';
import { itemAt, nextHighlight } from './highlight';
import { hotel, region } from './suggestion-fixtures';

describe('nextHighlight (2 regions, 3 hotels)', () => {
  const down = (current: number | null) => nextHighlight(current, 2, 3, 'down');
  const up = (current: number | null) => nextHighlight(current, 2, 3, 'up');

  it('goes down through the regions, then the hotels, and wraps to the first region', () => {
    const seen: (number | null)[] = [];
    let current: number | null = null;
    for (let i = 0; i < 6; i += 1) {
      current = down(current);
      seen.push(current);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 0]);
  });

  it('goes up the other way: from nothing to the last hotel, from the first region to the last hotel', () => {
    expect(up(null)).toBe(4);
    expect(up(4)).toBe(3);
    expect(up(2)).toBe(1);
    expect(up(1)).toBe(0);
    expect(up(0)).toBe(4);
  });

  it('treats an index the list no longer has as nothing', () => {
    expect(down(9)).toBe(0);
    expect(up(9)).toBe(4);
    expect(down(-1)).toBe(0);
  });

  it('works with only regions or only hotels', () => {
    expect(nextHighlight(2, 3, 0, 'down')).toBe(0);
    expect(nextHighlight(0, 0, 2, 'up')).toBe(1);
    expect(nextHighlight(null, 1, 0, 'down')).toBe(0);
    expect(nextHighlight(0, 1, 0, 'up')).toBe(0);
  });

  it('has nothing to highlight in an empty list', () => {
    expect(nextHighlight(null, 0, 0, 'down')).toBeNull();
    expect(nextHighlight(3, 0, 0, 'up')).toBeNull();
  });
});

describe('itemAt', () => {
  const regions = [region({ regionid: 1 }), region({ regionid: 2 })];
  const hotels = [hotel({ id: 10 }), hotel({ id: 11 })];

  it('maps the flat index to a region first, then a hotel', () => {
    expect(itemAt(0, regions, hotels)).toEqual({ type: 'region', region: regions[0] });
    expect(itemAt(1, regions, hotels)).toEqual({ type: 'region', region: regions[1] });
    expect(itemAt(2, regions, hotels)).toEqual({ type: 'hotel', hotel: hotels[0] });
    expect(itemAt(3, regions, hotels)).toEqual({ type: 'hotel', hotel: hotels[1] });
  });

  it('returns null outside the list or with nothing highlighted', () => {
    expect(itemAt(4, regions, hotels)).toBeNull();
    expect(itemAt(-1, regions, hotels)).toBeNull();
    expect(itemAt(null, regions, hotels)).toBeNull();
    expect(itemAt(0, [], [])).toBeNull();
  });
});
