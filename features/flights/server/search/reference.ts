import 'server-only';
import { asc } from 'drizzle-orm';
import { memoize } from '@/lib/cache/memo';
import { getReadDb } from '@/lib/db/client';
import { airlineCodes, airlines, airports, worldAirports } from '../../db';

export type AirportRef = {
  code: string;
  cityCode: string;
  countryCode: string;
  nameVi: string;
  nameEn: string;
  cityNameVi: string;
  cityNameEn: string;
  countryNameVi: string;
  countryNameEn: string;
  utcOffsetMinutes: number;
  searchKey: string;
  /** 1 north, 2 central, 3 south for domestic airports; null abroad */
  region: number | null;
};

export type FlightReference = {
  /** in reference order: the domestic airports as the spec lists them, then the foreign ones */
  airports: Map<string, AirportRef>;
  /** the name on tickets (English) */
  airlineNames: Map<string, string>;
  /** the name Vietnamese travellers use (airlines.name_vi), for the sold carriers that have one */
  airlineNamesVi: Map<string, string>;
};

async function loadReference(): Promise<FlightReference> {
  const db = await getReadDb();
  const [world, domestic, codes, sold] = await Promise.all([
    db.select().from(worldAirports).orderBy(asc(worldAirports.id)),
    db.select({ code: airports.code, region: airports.region }).from(airports),
    db.select().from(airlineCodes),
    db.select({ code: airlines.code, name: airlines.name, nameVi: airlines.nameVi }).from(airlines),
  ]);
  const regionOf = new Map(domestic.map((a) => [a.code, a.region]));
  const refs = world.map<[string, AirportRef]>((w) => [
    w.airportCode,
    {
      code: w.airportCode,
      cityCode: w.cityCode,
      countryCode: w.countryCode,
      nameVi: w.airportNameVi,
      nameEn: w.airportNameEn,
      cityNameVi: w.cityNameVi,
      cityNameEn: w.cityNameEn,
      countryNameVi: w.countryNameVi,
      countryNameEn: w.countryNameEn,
      utcOffsetMinutes: w.utcOffsetMinutes,
      searchKey: w.searchKey,
      region: regionOf.get(w.airportCode) ?? null,
    },
  ]);
  // the site's own airline names win over the code table's
  const airlineNames = new Map([...codes.map((c) => [c.code, c.name] as const), ...sold.map((a) => [a.code, a.name] as const)]);
  const airlineNamesVi = new Map(sold.filter((a) => a.nameVi).map((a) => [a.code, a.nameVi] as const));
  return { airports: new Map(refs), airlineNames, airlineNamesVi };
}

// Airports and airline names change with a deploy, not with traffic: kept 10 minutes in this process (Maps).
const cached = memoize(() => loadReference(), { name: 'flight-reference', ttlMs: 10 * 60_000, keyOf: () => 'all', scope: 'process' });

/** The airport reference and airline names, cached in this process. */
export function flightReference(): Promise<FlightReference> {
  return cached(undefined);
}

/** An airline's name in a language (the ticket name when it has no Vietnamese one; the code when unknown). */
export const airlineNameOf = (reference: FlightReference, code: string, lang: 'vi' | 'en' = 'en'): string =>
  (lang === 'vi' ? reference.airlineNamesVi.get(code) : undefined) ?? reference.airlineNames.get(code) ?? code;
