import { describe, expect, it } from 'vitest';
import type { SearchLocation } from '../schemas';
import { hotelAddress, hotelName, regionAddress, regionName, selectionFromLocation, selectionLabel } from './suggestion-text';
import { hotel, region } from './suggestion-fixtures';

describe('suggestion text by language', () => {
  it('uses the Vietnamese fields in Vietnamese and the others in English', () => {
    const r = region();
    const h = hotel();
    expect([regionName(r, 'vi'), regionAddress(r, 'vi'), hotelName(h, 'vi'), hotelAddress(h, 'vi')]).toEqual([
      'Đà Nẵng',
      'Đà Nẵng, Việt Nam',
      'Khách sạn Gió Biển',
      '12 Võ Nguyên Giáp, Đà Nẵng',
    ]);
    expect([regionName(r, 'en'), regionAddress(r, 'en'), hotelName(h, 'en'), hotelAddress(h, 'en')]).toEqual([
      'Da Nang',
      'Da Nang, Vietnam',
      'Sea Breeze Hotel',
      '12 Vo Nguyen Giap, Da Nang',
    ]);
  });

  it('falls back to the base field when the translated one is empty', () => {
    expect(regionName(region({ regionname_vi: '' }), 'vi')).toBe('Da Nang');
    expect(hotelAddress(hotel({ address_en: '' }), 'en')).toBe('12 Võ Nguyên Giáp, Đà Nẵng');
  });

  it('labels a selection by its name', () => {
    expect(selectionLabel({ type: 'region', region: region() }, 'vi')).toBe('Đà Nẵng');
    expect(selectionLabel({ type: 'hotel', hotel: hotel() }, 'en')).toBe('Sea Breeze Hotel');
  });
});

describe('selectionFromLocation', () => {
  const location: SearchLocation = {
    regionid: 1,
    name: 'Da Nang',
    name_vi: 'Đà Nẵng',
    regiontype: 'hotel province',
    seo_url: 'da-nang',
    countrycode: 'VN',
    full_address: 'Đà Nẵng, Việt Nam',
    full_address_en: 'Da Nang, Vietnam',
    parents: [],
    center: null,
  };

  it('turns the listing region into a region selection', () => {
    expect(selectionFromLocation(location)).toMatchObject({
      type: 'region',
      region: { regionid: 1, regionname: 'Da Nang', regionname_vi: 'Đà Nẵng', seo_url: 'da-nang', countrycode: 'VN' },
    });
  });

  it('has no selection for a free-text search', () => {
    expect(selectionFromLocation({ ...location, regionid: null })).toBeNull();
  });
});
