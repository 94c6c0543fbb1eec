import { describe, expect, it } from 'vitest';
import { addRecentSearch, MAX_RECENT_SEARCHES, parseRecentSearches } from './recent-searches';
import { hotel, region } from './suggestion-fixtures';
import type { SearchSelection } from './types';

const r = (regionid: number): SearchSelection => ({ type: 'region', region: region({ regionid }) });
const h = (id: number): SearchSelection => ({ type: 'hotel', hotel: hotel({ id }) });

describe('recent searches (issue 16 item 16)', () => {
  it('puts the newest first, moves a repeated place up instead of listing it twice', () => {
    let list: SearchSelection[] = [];
    for (const s of [r(1), h(2), r(3), r(1)]) list = addRecentSearch(list, s);
    expect(list).toEqual([r(1), r(3), h(2)]);
  });

  it('keeps at most 5', () => {
    let list: SearchSelection[] = [];
    for (let i = 1; i <= 8; i += 1) list = addRecentSearch(list, r(i));
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]).toEqual(r(8));
    expect(list.at(-1)).toEqual(r(4));
  });

  it('reads back what it stored', () => {
    const list = [h(5), r(1)];
    expect(parseRecentSearches(JSON.stringify(list))).toEqual(list);
  });

  it.each([
    null,
    '',
    'not json',
    '{}',
    '[1,"x",null]',
    '[{"type":"region","region":{"regionid":"1"}}]',
    '[{"type":"hotel","hotel":{"id":-1}}]',
  ])('drops malformed storage: %j', (raw) => {
    expect(parseRecentSearches(raw)).toEqual([]);
  });

  it('drops duplicates and extras someone else wrote', () => {
    const raw = JSON.stringify([r(1), r(1), h(1), r(2), r(3), r(4), r(5), r(6)]);
    expect(parseRecentSearches(raw)).toEqual([r(1), h(1), r(2), r(3), r(4)]);
  });
});
