import { describe, expect, it } from 'vitest';
import { toSearchKey } from '@/lib/text/search-key';
import { nearestAirports } from '../rules/nearest-airports';
import type { AirportOption, FlightPlace } from '../schemas';
import { AIRPORTS } from '../seed/airports';
import { PLACES, placeSearchKey } from '../seed/places';
import { DOMESTIC_CITIES } from '../seed/world-airports';
import { matchAirports, matchPlaces, pickerGroups } from './airport-search';
import { TYPED_NAMES } from './test-airport-names';

// the picker's options as GET /airports builds them, from the seed's own names
const OPTIONS: AirportOption[] = AIRPORTS.map((a) => {
  const city = DOMESTIC_CITIES.find((c) => c.code === a.code)!;
  return {
    code: a.code,
    cityCode: city.cityCode,
    countryCode: 'VN',
    nameVi: a.nameVi,
    nameEn: a.nameEn,
    cityNameVi: city.cityVi,
    cityNameEn: city.cityEn,
    countryNameVi: 'Việt Nam',
    countryNameEn: 'Vietnam',
    region: a.region,
    destinations: [],
  };
});
const PLACE_OPTIONS: FlightPlace[] = PLACES.map((p) => ({
  ...p,
  searchKey: placeSearchKey(p),
  airports: nearestAirports(p, DOMESTIC_CITIES),
}));

describe('every domestic airport is found', () => {
  it.each(AIRPORTS.map((a) => a.code))('%s by its name, its name without diacritics and its code', (code) => {
    const name = TYPED_NAMES[code]!;
    for (const typed of [name, toSearchKey(name), code, code.toLowerCase()]) {
      expect(matchAirports(OPTIONS, typed)[0]?.code, `"${typed}"`).toBe(code);
    }
  });
});

describe('places without an airport', () => {
  it('every place has an airport within 250 km, nearest first, at most 3', () => {
    for (const place of PLACE_OPTIONS) {
      expect(place.airports.length, place.nameVi).toBeGreaterThan(0);
      expect(place.airports.length).toBeLessThanOrEqual(3);
      expect(place.airports[0]!.km, place.nameVi).toBeLessThanOrEqual(250);
      expect(place.airports.map((a) => a.km)).toEqual([...place.airports.map((a) => a.km)].sort((x, y) => x - y));
    }
    expect(PLACE_OPTIONS.length).toBeGreaterThanOrEqual(25);
  });

  it('"Hội An" suggests Đà Nẵng about 25 km away, then Chu Lai; "ha long" Hải Phòng; "sapa" Điện Biên', () => {
    const [hoiAn] = pickerGroups(OPTIONS, 'Hội An', 'vi', undefined, null, PLACE_OPTIONS);
    expect(hoiAn!.key).toBe('near');
    expect(hoiAn!.place?.nameVi).toBe('Hội An');
    expect(hoiAn!.airports.map((a) => a.code).slice(0, 2)).toEqual(['DAD', 'VCL']);
    expect(hoiAn!.km?.get('DAD')).toBeGreaterThan(15);
    expect(hoiAn!.km?.get('DAD')).toBeLessThan(35);
    expect(matchPlaces(PLACE_OPTIONS, 'ha long')[0]?.nameVi).toBe('Hạ Long');
    expect(matchPlaces(PLACE_OPTIONS, 'ha long')[0]?.airports[0]?.code).toBe('HPH');
    expect(matchPlaces(PLACE_OPTIONS, 'sapa')[0]?.airports[0]?.code).toBe('DIN');
    expect(matchPlaces(PLACE_OPTIONS, 'Sa Pa')[0]?.nameEn).toBe('Sa Pa');
  });

  it('keeps airport matches first, lists only allowed airports, and nothing for one letter or an airport city', () => {
    const groups = pickerGroups(OPTIONS, 'Hội An', 'vi', undefined, new Set(['HAN', 'SGN']), PLACE_OPTIONS);
    expect(groups.map((g) => g.key)).toEqual(['matches']);
    expect(matchPlaces(PLACE_OPTIONS, 'h')).toEqual([]);
    expect(pickerGroups(OPTIONS, 'hue', 'vi', undefined, null, PLACE_OPTIONS).map((g) => g.key)).toEqual(['matches']);
    const ninhBinh = pickerGroups(OPTIONS, 'ninh binh', 'en', undefined, null, PLACE_OPTIONS);
    expect(ninhBinh.map((g) => g.key)).toEqual(['near', 'near']);
  });
});
