import { describe, expect, it } from 'vitest';
import { submitDestination, type SubmitRequest } from './submit-destination';
import { hotel, region } from './suggestion-fixtures';

const STAY = { checkIn: '2026-12-05', nights: 2, roomCount: 1, adultCount: 1 };
const BEST = { provinceIds: [1, 2], cityIds: [30] };

function req(overrides: Partial<SubmitRequest> = {}): SubmitRequest {
  return {
    selection: null,
    input: '',
    suggestions: { regions: [], hotels: [] },
    pathname: '/',
    query: new URLSearchParams(),
    stay: STAY,
    bestPrice: BEST,
    ...overrides,
  };
}
const url = (r: SubmitRequest) => {
  const result = submitDestination(r);
  if (!result.ok) throw new Error(`expected a url, got ${result.error}`);
  return result.url;
};
const danang = region();
const bangkok = region({
  regionid: 900,
  regionname: 'Bangkok',
  regionname_vi: 'Băng Cốc',
  countrycode: 'TH',
  countryname: 'Thailand',
  regiontype: 'hotel city',
  seo_url: 'bangkok',
});
const sonTra = region({ regionid: 30, regionname: 'Son Tra', regiontype: 'hotel city', seo_url: 'son-tra' });

describe('submitDestination: validation (spec 5)', () => {
  it('asks for a location when nothing is selected and the input is empty', () => {
    expect(submitDestination(req())).toEqual({ ok: false, error: 'chooseLocation' });
    expect(submitDestination(req({ input: '   ', suggestions: { regions: [danang], hotels: [] } }))).toEqual({
      ok: false,
      error: 'chooseLocation',
    });
  });

  it('reports no results when there is input but no suggestion', () => {
    expect(submitDestination(req({ input: 'zzz' }))).toEqual({ ok: false, error: 'noResults' });
  });

  it('takes the first region as selected when there is input and suggestions', () => {
    const r = req({ input: 'da', suggestions: { regions: [danang, sonTra], hotels: [hotel()] } });
    expect(url(r)).toBe('/khach-san/da-nang?checkInDate=05-12-2026&nights=2');
  });

  it('takes the first hotel when there are only hotels', () => {
    const r = req({ input: 'sea', suggestions: { regions: [], hotels: [hotel({ id: 7 }), hotel({ id: 8 })] } });
    expect(url(r)).toBe('/khach-san/vn/sea-breeze-hotel-7?checkInDate=05-12-2026&nights=2');
  });

  it('uses an explicit selection even when the input is empty', () => {
    expect(url(req({ selection: { type: 'region', region: danang } }))).toMatch(/^\/khach-san\/da-nang\?/);
  });
});

describe('submitDestination: hotel', () => {
  it('goes to the hotel detail path with checkInDate and nights', () => {
    const h = hotel({ id: 42, name: 'Lotte Hotel Hà Nội', countrycode: 'VN' });
    expect(url(req({ selection: { type: 'hotel', hotel: h } }))).toBe(
      '/khach-san/vn/lotte-hotel-ha-noi-42?checkInDate=05-12-2026&nights=2',
    );
  });

  it('uses the hotel country and keeps rooms and adults other than 1', () => {
    const h = hotel({ id: 9, name: 'Siam Palace', countrycode: 'TH' });
    const r = req({ selection: { type: 'hotel', hotel: h }, stay: { ...STAY, roomCount: 2, adultCount: 3 } });
    expect(url(r)).toBe('/khach-san/th/siam-palace-9?checkInDate=05-12-2026&nights=2&roomCount=2&adultCount=3');
  });
});

describe('submitDestination: region on the general results path', () => {
  it('uses the seo url as the listing for Vietnam', () => {
    expect(url(req({ selection: { type: 'region', region: danang } }))).toBe('/khach-san/da-nang?checkInDate=05-12-2026&nights=2');
  });

  it('uses keyword = region name, countryCode and regionId abroad', () => {
    expect(url(req({ selection: { type: 'region', region: bangkok } }))).toBe(
      '/khach-san/tim-kiem?keyword=Bangkok&countryCode=TH&regionId=900&checkInDate=05-12-2026&nights=2',
    );
  });

  it('adds roomCount and adultCount when they are not 1', () => {
    const r = req({ selection: { type: 'region', region: danang }, stay: { ...STAY, roomCount: 2, adultCount: 2 } });
    expect(url(r)).toBe('/khach-san/da-nang?checkInDate=05-12-2026&nights=2&roomCount=2&adultCount=2');
  });

  it('keeps the map view when the current query has view=map', () => {
    const query = new URLSearchParams('view=map&page=3');
    expect(url(req({ selection: { type: 'region', region: danang }, query }))).toBe(
      '/khach-san/da-nang?checkInDate=05-12-2026&nights=2&view=map',
    );
    expect(url(req({ selection: { type: 'region', region: bangkok }, query }))).toMatch(/&view=map$/);
    expect(url(req({ selection: { type: 'region', region: danang }, query: new URLSearchParams('view=list') }))).not.toMatch(/view=/);
  });

  it('falls back to the search results path for a Vietnamese region without seo url', () => {
    const r = req({ selection: { type: 'region', region: region({ seo_url: '', regionid: 5 }) } });
    expect(url(r)).toBe('/khach-san/tim-kiem?keyword=Da+Nang&countryCode=VN&regionId=5&checkInDate=05-12-2026&nights=2');
  });
});

describe('submitDestination: region on a best-price listing (spec 2.2)', () => {
  const onBest = (selected: typeof danang, pathname = '/khach-san-gia-tot/tinh/ha-noi', query = '') =>
    url(req({ selection: { type: 'region', region: selected }, pathname, query: new URLSearchParams(query) }));

  it('goes to the province listing for a configured province', () => {
    expect(onBest(danang)).toBe('/khach-san-gia-tot/tinh/da-nang?checkInDate=05-12-2026&nights=2');
    expect(onBest(danang, '/khach-san-gia-tot')).toMatch(/^\/khach-san-gia-tot\/tinh\/da-nang\?/);
  });

  it('goes to the city listing for a configured city', () => {
    expect(onBest(sonTra)).toBe('/khach-san-gia-tot/thanh-pho/son-tra?checkInDate=05-12-2026&nights=2');
  });

  it('recognises the English-prefixed best-price path', () => {
    expect(onBest(sonTra, '/en/khach-san-gia-tot/thanh-pho/da-nang')).toMatch(/^\/khach-san-gia-tot\/thanh-pho\/son-tra\?/);
  });

  it('needs both the configured id and the matching region type', () => {
    expect(onBest(region({ regionid: 99 }))).toBe('/khach-san/da-nang?checkInDate=05-12-2026&nights=2');
    expect(onBest(region({ regionid: 30, regiontype: 'hotel province' }))).toMatch(/^\/khach-san\/da-nang\?/);
    expect(onBest(region({ regionid: 1, regiontype: 'hotel city' }))).toMatch(/^\/khach-san\/da-nang\?/);
    expect(onBest(region({ regionid: 1, regiontype: 'hotel district' }))).toMatch(/^\/khach-san\/da-nang\?/);
  });

  it('does not keep the map view on a best-price listing, but does on the fallback', () => {
    expect(onBest(danang, '/khach-san-gia-tot', 'view=map')).not.toMatch(/view=/);
    expect(onBest(bangkok, '/khach-san-gia-tot', 'view=map')).toMatch(/^\/khach-san\/tim-kiem\?.*&view=map$/);
  });

  it('applies only on paths that begin with the best-price prefix', () => {
    const r = (pathname: string) => url(req({ selection: { type: 'region', region: danang }, pathname }));
    expect(r('/khach-san/ha-noi')).toMatch(/^\/khach-san\/da-nang\?/);
    expect(r('/khach-san-gia-tot-xyz')).toMatch(/^\/khach-san\/da-nang\?/);
    expect(r('/tin-tuc/khach-san-gia-tot')).toMatch(/^\/khach-san\/da-nang\?/);
  });
});
