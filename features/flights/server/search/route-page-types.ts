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
  /** in English (and on tickets) */
  name: string;
  /** as Vietnamese travellers say it (the English name when the airline has none) */
  nameVi: string;
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
  /** the way back, when flown */
  reverse: PopularRoute | null;
  /** flown routes from the same origin to airports near the destination, and to the destination from airports near the origin */
  nearby: NearbyRoute[];
};

/** One departure of the day a route page lists, as the search prices it for one adult (taxes and fees included). */
type RouteDayFlight = {
  id: string;
  airline: string;
  logo: string | null;
  flightNumber: string;
  /** local YYYY-MM-DDTHH:mm at the origin / the destination */
  departAt: string;
  arriveAt: string;
  /** minutes */
  duration: number;
  stops: number;
  price: number;
};

export type RouteDay = { date: string; flights: RouteDayFlight[] };

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

/** A route near the page's: `replaces` says which end of the page's route it changes, `nearKm` how far its airport is from that end. */
export type NearbyRoute = PopularRoute & { replaces: 'origin' | 'destination'; nearKm: number };
