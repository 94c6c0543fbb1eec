// Sanity checks for the static region seed data.
import { describe, it, expect } from 'vitest';
import { FOREIGN_COUNTRIES, VN_PROVINCES } from './index';
import type { AreaSeed, GeoPoint } from './types';

const inVietnam = (p: GeoPoint) => p.lat >= 8.3 && p.lat <= 23.5 && p.lon >= 102.1 && p.lon <= 109.6;
const isAscii = (s: string) => /^[\x20-\x7E]+$/.test(s);

type Named = { kind: string; owner: string; nameVi: string; nameEn: string; center: GeoPoint };

function collectVn(): Named[] {
  const out: Named[] = [];
  const pushAreas = (owner: string, areas: AreaSeed[] | undefined) => {
    for (const a of areas ?? []) out.push({ kind: 'area', owner, ...a });
  };
  for (const p of VN_PROVINCES) {
    out.push({ ...p, kind: 'province', owner: p.code });
    pushAreas(p.nameEn, p.areas);
    for (const d of p.districts) {
      out.push({ kind: 'district', owner: p.nameEn, ...d });
      pushAreas(d.nameEn, d.areas);
    }
    for (const c of p.cities ?? []) {
      out.push({ kind: 'city', owner: p.nameEn, ...c });
      pushAreas(c.nameEn, c.areas);
      for (const d of c.districts) {
        out.push({ kind: 'district', owner: c.nameEn, ...d });
        pushAreas(d.nameEn, d.areas);
      }
    }
  }
  return out;
}

describe('VN_PROVINCES', () => {
  it('has exactly 63 provinces with unique 2-digit codes', () => {
    expect(VN_PROVINCES).toHaveLength(63);
    const codes = VN_PROVINCES.map((p) => p.code);
    expect(new Set(codes).size).toBe(63);
    for (const c of codes) expect(c).toMatch(/^\d{2}$/);
  });

  it('has exactly the 5 centrally-run cities', () => {
    const cities = VN_PROVINCES.filter((p) => p.kind === 'city')
      .map((p) => p.code)
      .sort();
    expect(cities).toEqual(['01', '31', '48', '79', '92']);
  });

  it('has unique province names', () => {
    expect(new Set(VN_PROVINCES.map((p) => p.nameVi)).size).toBe(63);
    expect(new Set(VN_PROVINCES.map((p) => p.nameEn)).size).toBe(63);
  });

  it('keeps every coordinate inside Vietnam', () => {
    const outside = collectVn().filter((n) => !inVietnam(n.center));
    expect(outside.map((n) => `${n.kind} ${n.nameEn} (${n.owner})`)).toEqual([]);
  });

  it('gives every province at least 3 districts and every tourist city at least 3 districts and 2 areas', () => {
    for (const p of VN_PROVINCES) {
      expect(p.districts.length, p.nameEn).toBeGreaterThanOrEqual(3);
      for (const c of p.cities ?? []) {
        expect(c.districts.length, c.nameEn).toBeGreaterThanOrEqual(3);
        expect(c.areas.length, c.nameEn).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('has non-empty names and ASCII-only English names', () => {
    for (const n of collectVn()) {
      expect(n.nameVi.trim().length, `${n.kind} ${n.nameEn}`).toBeGreaterThan(0);
      expect(isAscii(n.nameEn), `${n.kind} ${n.nameEn} (${n.owner})`).toBe(true);
    }
  });

  it('does not prefix province names with Tỉnh / Thành phố', () => {
    for (const p of VN_PROVINCES) expect(p.nameVi).not.toMatch(/^(Tỉnh|Thành phố)\s/);
  });

  it('has sane radii and positive tourism weights', () => {
    for (const p of VN_PROVINCES) {
      expect(p.radiusKm, p.nameEn).toBeGreaterThanOrEqual(8);
      expect(p.radiusKm, p.nameEn).toBeLessThanOrEqual(25);
      expect(p.tourismWeight, p.nameEn).toBeGreaterThan(0);
      for (const c of p.cities ?? []) {
        expect(c.radiusKm, c.nameEn).toBeGreaterThanOrEqual(2);
        expect(c.radiusKm, c.nameEn).toBeLessThanOrEqual(8);
        expect(c.tourismWeight, c.nameEn).toBeGreaterThan(0);
      }
    }
  });

  it('contains the required tourist cities in the right provinces', () => {
    const expected: [string, string][] = [
      ['Nha Trang', 'Khánh Hòa'],
      ['Cam Ranh', 'Khánh Hòa'],
      ['Đà Lạt', 'Lâm Đồng'],
      ['Phú Quốc', 'Kiên Giang'],
      ['Rạch Giá', 'Kiên Giang'],
      ['Vũng Tàu', 'Bà Rịa - Vũng Tàu'],
      ['Hạ Long', 'Quảng Ninh'],
      ['Hội An', 'Quảng Nam'],
      ['Sa Pa', 'Lào Cai'],
      ['Phan Thiết', 'Bình Thuận'],
      ['Quy Nhơn', 'Bình Định'],
      ['Huế', 'Thừa Thiên Huế'],
      ['Buôn Ma Thuột', 'Đắk Lắk'],
      ['Đồng Hới', 'Quảng Bình'],
      ['Vinh', 'Nghệ An'],
    ];
    for (const [city, province] of expected) {
      const p = VN_PROVINCES.find((x) => x.nameVi === province);
      expect(p, province).toBeDefined();
      expect(
        p?.cities?.some((c) => c.nameVi === city),
        `${city} in ${province}`,
      ).toBe(true);
    }
    const phanThiet = VN_PROVINCES.flatMap((p) => p.cities ?? []).find((c) => c.nameVi === 'Phan Thiết');
    expect(phanThiet?.areas.some((a) => a.nameVi === 'Mũi Né')).toBe(true);
  });
});

describe('FOREIGN_COUNTRIES', () => {
  it('has countries with unique ISO codes, cities with 2 areas and valid data', () => {
    expect(FOREIGN_COUNTRIES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(FOREIGN_COUNTRIES.map((c) => c.code)).size).toBe(FOREIGN_COUNTRIES.length);
    for (const country of FOREIGN_COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.nameVi.length).toBeGreaterThan(0);
      expect(isAscii(country.nameEn)).toBe(true);
      expect(country.cities.length).toBeGreaterThan(0);
      for (const city of country.cities) {
        expect(isAscii(city.nameEn), city.nameEn).toBe(true);
        expect(city.tourismWeight).toBeGreaterThanOrEqual(0.1);
        expect(city.tourismWeight).toBeLessThanOrEqual(0.8);
        expect(city.areas).toHaveLength(2);
        for (const p of [city.center, ...city.areas.map((a) => a.center)]) {
          expect(Math.abs(p.lat)).toBeLessThanOrEqual(90);
          expect(Math.abs(p.lon)).toBeLessThanOrEqual(180);
        }
        for (const a of city.areas) expect(isAscii(a.nameEn), a.nameEn).toBe(true);
      }
    }
  });
});
