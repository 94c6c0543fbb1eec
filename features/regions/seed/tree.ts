import type { regions } from '@/features/regions/db';
import type { AreaSeed, CountrySeed, DistrictSeed, ProvinceSeed } from '@/features/regions/seed-data/types';
import { slugify } from '@/lib/text/slug';
import { toSearchKey } from '@/lib/text/search-key';
import { meanPoint, type Point } from './geo';

/**
 * Region ids are stable across runs (they are derived from the order of the static data):
 *   countries  1..        (1 = Vietnam, then FOREIGN_COUNTRIES in order)
 *   provinces  1001..     (VN_PROVINCES in order; the 5 centrally-run cities have kind 'city')
 *   cities     5001..     (VN tourist cities, then foreign cities)
 *   districts  10001..
 *   areas      50001..
 */
export const REGION_ID_BASE = { country: 1, province: 1001, city: 5001, district: 10001, area: 50001 } as const;
export const VIETNAM_ID = 1;

type RegionRow = typeof regions.$inferInsert;
export type PlaceDistrict = { id: number; nameVi: string; nameEn: string; center: Point };
export type PlaceArea = { id: number; nameVi: string; nameEn: string; center: Point; districtId: number | null };

/** Where hotels go: a province (outside its tourist cities), a tourist city, or a foreign city. */
export type HotelPlace = {
  provinceId: number;
  /** the tourist city, the centrally-run city itself, or the foreign city; null for plain provinces */
  cityId: number | null;
  countryCode: string;
  foreign: boolean;
  nameVi: string;
  nameEn: string;
  /** "Nha Trang, Khánh Hòa, Việt Nam": appended to a street and district to make a full address */
  tailVi: string;
  tailEn: string;
  center: Point;
  radiusKm: number;
  weight: number;
  /** toSearchKey of the place and province names, for theme lookups (beach, price level) */
  keys: string[];
  districts: PlaceDistrict[];
  areas: PlaceArea[];
};

export type RegionTree = { rows: RegionRow[]; places: HotelPlace[] };

type Country = { code: string; nameVi: string; nameEn: string };
const VIETNAM: Country = { code: 'VN', nameVi: 'Việt Nam', nameEn: 'Vietnam' };
const VIETNAM_CENTER: Point = { lat: 16.0544, lon: 108.2022 };

function buildRegionTree(provinces: readonly ProvinceSeed[], foreign: readonly CountrySeed[]): RegionTree {
  const rows: RegionRow[] = [];
  const places: HotelPlace[] = [];
  const usedSlugs = new Set<string>();
  const next = { ...REGION_ID_BASE } as Record<keyof typeof REGION_ID_BASE, number>;

  const uniqueSlug = (base: string, parentSlug: string, id: number, alwaysParent = false): string => {
    const candidates = alwaysParent ? [`${base}-${parentSlug}`] : [base, `${base}-${parentSlug}`];
    const slug = candidates.find((c) => !usedSlugs.has(c)) ?? `${base}-${id}`;
    usedSlugs.add(slug);
    return slug;
  };

  const add = (
    kind: keyof typeof REGION_ID_BASE,
    parent: { id: number | null; slug: string; tailVi: string; tailEn: string },
    country: Country,
    names: { nameVi: string; nameEn: string },
    center: Point,
    regionKind: string = kind,
  ) => {
    const id = next[kind]++;
    const base = slugify(names.nameVi) || `${kind}-${id}`;
    const seoUrl = uniqueSlug(base, parent.slug, id, kind === 'district');
    const fullAddress = parent.tailVi ? `${names.nameVi}, ${parent.tailVi}` : names.nameVi;
    const fullAddressEn = parent.tailEn ? `${names.nameEn}, ${parent.tailEn}` : names.nameEn;
    rows.push({
      id,
      parentId: parent.id,
      kind: regionKind,
      name: names.nameEn,
      nameVi: names.nameVi,
      searchKey: toSearchKey(names.nameVi),
      countryCode: country.code,
      countryName: country.nameEn,
      countryNameVi: country.nameVi,
      seoUrl,
      fullAddress,
      fullAddressEn,
      lat: center.lat,
      lon: center.lon,
    });
    return { id, slug: seoUrl, tailVi: fullAddress, tailEn: fullAddressEn };
  };

  const addAreas = (
    parent: Parameters<typeof add>[1],
    country: Country,
    areas: readonly AreaSeed[] | undefined,
    districtId: number | null,
  ) =>
    (areas ?? []).map((a): PlaceArea => {
      const node = add('area', parent, country, a, a.center);
      return { id: node.id, nameVi: a.nameVi, nameEn: a.nameEn, center: a.center, districtId };
    });

  const addDistricts = (parent: Parameters<typeof add>[1], districts: readonly DistrictSeed[]) => {
    const outDistricts: PlaceDistrict[] = [];
    const outAreas: PlaceArea[] = [];
    for (const d of districts) {
      const node = add('district', parent, VIETNAM, d, d.center);
      outDistricts.push({ id: node.id, nameVi: d.nameVi, nameEn: d.nameEn, center: d.center });
      outAreas.push(...addAreas(node, VIETNAM, d.areas, node.id));
    }
    return { districts: outDistricts, areas: outAreas };
  };

  const vn = add('country', { id: null, slug: '', tailVi: '', tailEn: '' }, VIETNAM, VIETNAM, VIETNAM_CENTER);
  const foreignCountries = foreign.map((c) =>
    add('country', { id: null, slug: '', tailVi: '', tailEn: '' }, c, c, meanPoint(c.cities.map((x) => x.center))),
  );

  // Provinces first, then their cities, districts and areas: slugs are claimed in that order.
  const provinceNodes = provinces.map((p) => add('province', vn, VIETNAM, p, p.center, p.kind));
  const cityNodes = provinces.map((p, i) =>
    (p.cities ?? []).map((c) => ({ seed: c, node: add('city', provinceNodes[i]!, VIETNAM, c, c.center) })),
  );
  const foreignCityNodes = foreign.map((c, i) =>
    c.cities.map((city) => ({ seed: city, node: add('city', foreignCountries[i]!, c, city, city.center) })),
  );

  // a place's names, shape and weight: from its seed, with the "tail" (its parents' names) from its node
  const described = (
    seed: { nameVi: string; nameEn: string; center: Point; radiusKm: number; tourismWeight: number },
    node: { tailVi: string; tailEn: string },
  ) => ({
    nameVi: seed.nameVi,
    nameEn: seed.nameEn,
    tailVi: node.tailVi,
    tailEn: node.tailEn,
    center: seed.center,
    radiusKm: seed.radiusKm,
    weight: seed.tourismWeight,
  });

  provinces.forEach((p, i) => {
    const province = provinceNodes[i]!;
    const own = addDistricts(province, p.districts);
    own.areas.push(...addAreas(province, VIETNAM, p.areas, null));
    const provinceKey = toSearchKey(p.nameVi);
    places.push({
      provinceId: province.id,
      cityId: p.kind === 'city' ? province.id : null,
      countryCode: VIETNAM.code,
      foreign: false,
      ...described(p, province),
      keys: [provinceKey],
      ...own,
    });
    for (const { seed, node } of cityNodes[i]!) {
      const inner = addDistricts(node, seed.districts);
      inner.areas.push(...addAreas(node, VIETNAM, seed.areas, null));
      places.push({
        provinceId: province.id,
        cityId: node.id,
        countryCode: VIETNAM.code,
        foreign: false,
        ...described(seed, node),
        keys: [toSearchKey(seed.nameVi), provinceKey],
        ...inner,
      });
    }
  });

  foreign.forEach((c, i) => {
    for (const { seed, node } of foreignCityNodes[i]!) {
      places.push({
        provinceId: node.id,
        cityId: node.id,
        countryCode: c.code,
        foreign: true,
        ...described(seed, node),
        keys: [toSearchKey(seed.nameVi), toSearchKey(seed.nameEn)],
        districts: [],
        areas: addAreas(node, c, seed.areas, null),
      });
    }
  });

  return { rows, places };
}

let cached: RegionTree | undefined;

/** The tree for the site's static geography (built once per process; pure and deterministic). */
export async function regionTree(): Promise<RegionTree> {
  if (!cached) {
    const { VN_PROVINCES, FOREIGN_COUNTRIES } = await import('@/features/regions/seed-data');
    cached = buildRegionTree(VN_PROVINCES, FOREIGN_COUNTRIES);
  }
  return cached;
}
