// Types for static region seed data (Vietnam provinces, tourist cities, foreign destinations).
export type GeoPoint = { lat: number; lon: number };
export type AreaSeed = { nameVi: string; nameEn: string; center: GeoPoint };
export type DistrictSeed = { nameVi: string; nameEn: string; center: GeoPoint; areas?: AreaSeed[] };
type CitySeed = {
  nameVi: string;
  nameEn: string;
  center: GeoPoint;
  radiusKm: number;
  tourismWeight: number;
  districts: DistrictSeed[];
  areas: AreaSeed[];
};
export type ProvinceSeed = {
  code: string;
  nameVi: string;
  nameEn: string;
  kind: 'province' | 'city';
  macroRegion: 1 | 2 | 3;
  center: GeoPoint;
  radiusKm: number;
  tourismWeight: number;
  districts: DistrictSeed[];
  areas: AreaSeed[];
  cities?: CitySeed[];
};
type ForeignCitySeed = {
  nameVi: string;
  nameEn: string;
  center: GeoPoint;
  radiusKm: number;
  tourismWeight: number;
  areas: AreaSeed[];
};
export type CountrySeed = { code: string; nameVi: string; nameEn: string; cities: ForeignCitySeed[] };
