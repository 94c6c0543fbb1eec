import { describe, expect, it } from 'vitest';
import { toSearchKey } from '@/lib/text/search-key';
import { REGION_ID_BASE, regionTree, VIETNAM_ID } from './tree';

describe('region tree', async () => {
  const { rows, places } = await regionTree();
  const byId = new Map(rows.map((r) => [r.id, r]));

  it('has Vietnam, its 63 provinces (5 centrally-run cities) and foreign countries', () => {
    const vn = byId.get(VIETNAM_ID);
    expect(vn).toMatchObject({ kind: 'country', countryCode: 'VN', name: 'Vietnam', nameVi: 'Việt Nam' });
    const provinces = rows.filter((r) => r.parentId === VIETNAM_ID);
    expect(provinces).toHaveLength(63);
    expect(
      provinces
        .filter((r) => r.kind === 'city')
        .map((r) => r.nameVi)
        .sort(),
    ).toEqual(['Cần Thơ', 'Hà Nội', 'Hải Phòng', 'Hồ Chí Minh', 'Đà Nẵng'].sort());
    expect(rows.filter((r) => r.kind === 'country').length).toBeGreaterThan(1);
  });

  it('gives unique ids in the documented ranges and unique ASCII seo_urls', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.seoUrl)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.seoUrl).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.searchKey).toBe(toSearchKey(r.nameVi));
      if (r.parentId != null) expect(byId.has(r.parentId)).toBe(true);
    }
    const inRange = (kind: string, lo: number, hi: number) =>
      rows.filter((r) => r.kind === kind && r.parentId !== VIETNAM_ID).every((r) => r.id >= lo && r.id < hi);
    expect(inRange('district', REGION_ID_BASE.district, REGION_ID_BASE.area)).toBe(true);
    expect(inRange('area', REGION_ID_BASE.area, 100_000)).toBe(true);
    expect(inRange('city', REGION_ID_BASE.city, REGION_ID_BASE.district)).toBe(true);
    expect(rows.find((r) => r.nameVi === 'Hồ Chí Minh')?.seoUrl).toBe('ho-chi-minh');
    expect(rows.find((r) => r.nameVi === 'Nha Trang')?.seoUrl).toBe('nha-trang');
    expect(rows.find((r) => r.nameVi === 'Quận 1')?.seoUrl).toBe('quan-1-ho-chi-minh');
  });

  it('writes full addresses from the leaf up in both languages', () => {
    expect(rows.find((r) => r.nameVi === 'Quận 1')).toMatchObject({
      fullAddress: 'Quận 1, Hồ Chí Minh, Việt Nam',
      fullAddressEn: 'District 1, Ho Chi Minh City, Vietnam',
    });
  });

  it('offers hotel places for provinces, tourist cities and foreign cities', () => {
    expect(places.filter((p) => !p.foreign && p.cityId === null).length).toBeGreaterThan(40);
    const nhaTrang = places.find((p) => p.nameVi === 'Nha Trang');
    expect(nhaTrang?.cityId).toBe(rows.find((r) => r.nameVi === 'Nha Trang')?.id);
    expect(nhaTrang?.provinceId).toBe(rows.find((r) => r.nameVi === 'Khánh Hòa')?.id);
    const hanoi = places.find((p) => p.nameVi === 'Hà Nội');
    expect(hanoi?.cityId).toBe(hanoi?.provinceId);
    expect(places.filter((p) => p.foreign).every((p) => p.provinceId === p.cityId && p.countryCode !== 'VN')).toBe(true);
  });
});
