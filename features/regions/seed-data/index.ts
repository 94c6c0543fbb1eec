// Public entry point of the region seed data.
export type { GeoPoint, AreaSeed, DistrictSeed, CitySeed, ProvinceSeed, ForeignCitySeed, CountrySeed } from './types';
export { VN_PROVINCES } from './vn-provinces';
export { FOREIGN_COUNTRIES } from './foreign';
