/** What the SEO route pages and the flights landing page read (features/flights/server/search/route-page-data.ts). */

export type RouteAirport = {
  code: string;
  nameVi: string;
  nameEn: string;
  cityNameVi: string;
  cityNameEn: string;
  countryCode: string;
  countryNameVi: string;
  countryNameEn: string;
};

export type RouteAirline = {
  code: string;
  name: string;
  /** spec 9 logo rule; null: show the code */
  logo: string | null;
  /** departures a week on this route */
  flightsPerWeek: number;
  /** flightsPerWeek / 7, rounded */
  dailyDepartures: number;
};

type RouteLowFareDay = { date: string; minPrice: number | null; airline: string | null };

export type RoutePageData = {
  originCode: string;
  destinCode: string;
  origin: RouteAirport;
  destination: RouteAirport;
  isDomestic: boolean;
  /** great-circle distance */
  distanceKm: number;
  /** airlines by departures a week, most first */
  airlines: RouteAirline[];
  dailyDepartures: number;
  /** minutes */
  shortestDuration: number;
  /** local times HH:mm of the first and last departures of the day */
  firstDeparture: string;
  lastDeparture: string;
  /** today and the next 29 days: lowest one-adult price with taxes and fees */
  days: RouteLowFareDay[];
  cheapest: { date: string; price: number; airline: string } | null;
};

export type PopularRoute = {
  originCode: string;
  destinCode: string;
  originCityVi: string;
  originCityEn: string;
  destinCityVi: string;
  destinCityEn: string;
  international: boolean;
  dailyDepartures: number;
};
