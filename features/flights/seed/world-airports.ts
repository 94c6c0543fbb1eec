/**
 * The global airport reference (spec 3) as seeded: the 21 domestic airports with their cities, and the
 * foreign airports served from SGN, HAN and DAD. Coordinates live here only: the seed derives flight durations
 * from them, and route pages their distance.
 * The airports are world-airports.json, checked by the schemas when loaded (data is JSON, as the regions' seed is: record 095).
 */
import { z } from 'zod';
import data from './world-airports.json';

/** A domestic airport's city and coordinates (its names come from ./airports.ts). */
const domesticCitySchema = z.object({
  code: z.string(),
  cityCode: z.string(),
  cityVi: z.string(),
  cityEn: z.string(),
  lat: z.number(),
  lon: z.number(),
});
const worldAirportSeedSchema = z.object({
  code: z.string(),
  cityCode: z.string(),
  countryCode: z.string(),
  continentCode: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  cityVi: z.string(),
  cityEn: z.string(),
  countryVi: z.string(),
  countryEn: z.string(),
  utcOffsetMinutes: z.number(),
  lat: z.number(),
  lon: z.number(),
});
export type WorldAirportSeed = z.infer<typeof worldAirportSeedSchema>;

const airports = z.object({ domestic: z.array(domesticCitySchema), foreign: z.array(worldAirportSeedSchema) }).parse(data);

/** Domestic airports' cities and coordinates (names come from ./airports.ts). */
export const DOMESTIC_CITIES: readonly z.infer<typeof domesticCitySchema>[] = airports.domestic;

/** Foreign airports with flights from SGN, HAN or DAD (./network.ts); fixed offsets are standard time (no summer time). */
export const FOREIGN_AIRPORTS: readonly WorldAirportSeed[] = airports.foreign;

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance between two airports of the reference, km (0 when one is unknown). */
export function distanceKm(a: string, b: string): number {
  const p = coordinatesOf(a);
  const q = coordinatesOf(b);
  if (!p || !q) return 0;
  const rad = Math.PI / 180;
  const dLat = (q.lat - p.lat) * rad;
  const dLon = (q.lon - p.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(p.lat * rad) * Math.cos(q.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)));
}

function coordinatesOf(code: string): { lat: number; lon: number } | undefined {
  return DOMESTIC_CITIES.find((a) => a.code === code) ?? FOREIGN_AIRPORTS.find((a) => a.code === code);
}
