import { describe, expect, it } from 'vitest';
import { dealImagePath, dealThumbPath, readDealImageName } from './files';
import { dealIdOf, dealPath } from './site-map';

describe('deal pages (spec 2.13): deals base path, a slug of the name, a dash and the id', () => {
  it('writes an ASCII slug of a Vietnamese name', () => {
    expect(dealPath({ id: 12, name: 'Nghỉ dưỡng biển Mỹ Khê 2 ngày 1 đêm' })).toBe('/deals/nghi-duong-bien-my-khe-2-ngay-1-dem-12');
    expect(dealPath({ id: 7, name: 'Combo Đà Lạt bay + khách sạn 3N2Đ' })).toBe('/deals/combo-da-lat-bay-khach-san-3n2d-7');
    expect(dealPath({ id: 3, name: 'Huế cố đô — Ưu đãi "đặc biệt" & <giá tốt>' })).toBe('/deals/hue-co-do-uu-dai-dac-biet-gia-tot-3');
    for (const name of ['Quy Nhơn biển xanh', 'Ưu đãi Ứng Hòa', 'ĐẶC BIỆT Đêm'])
      expect(dealPath({ id: 1, name })).toMatch(/^\/deals\/[a-z0-9-]+-1$/);
  });
  it('falls back to a fixed slug for a name with nothing sluggable', () => {
    expect(dealPath({ id: 5, name: '!!!' })).toBe('/deals/uu-dai-5');
    expect(dealIdOf('uu-dai-5')).toBe(5);
  });
  it('reads the id back from its own slug, from a wrong or outdated slug, and from the id alone', () => {
    expect(dealIdOf('nghi-duong-bien-my-khe-2-ngay-1-dem-12')).toBe(12);
    expect(dealIdOf('old-name-of-the-deal-12')).toBe(12);
    expect(dealIdOf('12')).toBe(12);
    // a slug ending in digits: the last group is the id
    expect(dealIdOf('combo-3n2d-2026-44')).toBe(44);
    for (let id = 1; id < 2_000; id += 97)
      expect(dealIdOf(dealPath({ id, name: `Ưu đãi số ${id} Đà Nẵng` }).slice('/deals/'.length))).toBe(id);
  });
  it('finds no id in a slug without one, with a leading zero, out of range, or with foreign characters', () => {
    for (const slug of [
      '',
      'combo-da-lat',
      'deal-0',
      'deal-012',
      'deal-2147483648',
      'deal-99999999999',
      'Deal-12',
      'đà-lạt-12',
      'deal-12/',
      '../12',
      'deal 12',
    ]) {
      expect(dealIdOf(slug), slug).toBeNull();
    }
    expect(dealIdOf('deal-2147483647')).toBe(2_147_483_647);
  });
});

describe('deal pictures: generated, with 260x150 thumbnails (spec 9)', () => {
  it('names a picture and its thumbnail, and reads back only those names', () => {
    expect(dealImagePath(12, 1)).toBe('/media/deals/12-1.svg');
    expect(dealImagePath(12, 1, 'thumb')).toBe('/media/deals/12-1-260x150.svg');
    expect(dealThumbPath('/media/deals/12-1.svg')).toBe('/media/deals/12-1-260x150.svg');
    expect(dealThumbPath('/banners/other.png')).toBe('/banners/other.png');
    expect(readDealImageName('12-1.svg')).toEqual({ dealId: 12, n: 1, size: 'full' });
    expect(readDealImageName('12-1-260x150.svg')).toEqual({ dealId: 12, n: 1, size: 'thumb' });
    for (const bad of ['12-1-100x100.svg', '012-1.svg', '12-01.svg', '12-1.png', '../12-1.svg', '12-1.svg?x', 'a-1.svg'])
      expect(readDealImageName(bad), bad).toBeNull();
  });
});
