import type { Lang } from '@/lib/i18n/config';
import { toSearchKey } from '@/lib/text/search-key';
import type { AirportOption, FlightPlace, SuggestedDestinations } from '../schemas';

/** How many matches the picker lists for a typed text. */
const AIRPORT_MATCH_LIMIT = 8;
/** How many places without an airport a typed text lists (each with its nearest airports). */
const PLACE_MATCH_LIMIT = 2;

const keyOf = (a: AirportOption) =>
  toSearchKey([a.code, a.cityNameVi, a.cityNameEn, a.nameVi, a.nameEn, a.countryNameVi, a.countryNameEn].join(' '));

/**
 * Airports matching a typed text, diacritics-insensitive ("da nang" finds Đà Nẵng): by code, city,
 * airport or country name, every word of the text starting a word of the airport's key. An exact code comes
 * first, then names starting with the text, then the rest (domestic before abroad, as listed).
 */
export function matchAirports(airports: readonly AirportOption[], text: string, allowed?: ReadonlySet<string> | null): AirportOption[] {
  const query = toSearchKey(text);
  const pool = allowed ? airports.filter((a) => allowed.has(a.code)) : airports;
  if (!query) return [...pool];
  const words = query.split(' ');
  const rank = (a: AirportOption) => {
    if (a.code.toLowerCase() === query) return 0;
    if (toSearchKey(a.cityNameVi).startsWith(query) || toSearchKey(a.cityNameEn).startsWith(query)) return 1;
    return 2;
  };
  const compact = query.replace(/ /g, '');
  return pool
    .filter((a) => {
      const key = keyOf(a);
      const keyWords = key.split(' ');
      // words start words ("hoi an" is not Đồng Hới), or the text without spaces is in the key's ("hochiminh")
      return words.every((w) => keyWords.some((k) => k.startsWith(w))) || key.replace(/ /g, '').includes(compact);
    })
    .map((a, index) => ({ a, index, rank: rank(a) }))
    .sort((x, y) => x.rank - y.rank || x.index - y.index)
    .slice(0, AIRPORT_MATCH_LIMIT)
    .map((x) => x.a);
}

/** The city name of an airport in the page language. */
export const airportCity = (a: Pick<AirportOption, 'cityNameVi' | 'cityNameEn'>, lang: Lang) =>
  (lang === 'vi' ? a.cityNameVi : a.cityNameEn) || a.cityNameVi;
/** The airport's own name in the page language. */
export const airportName = (a: Pick<AirportOption, 'nameVi' | 'nameEn'>, lang: Lang) => (lang === 'vi' ? a.nameVi : a.nameEn) || a.nameVi;
/** What the input shows for a chosen airport: "Đà Nẵng (DAD)". */
export const airportLabel = (a: AirportOption, lang: Lang) => `${airportCity(a, lang)} (${a.code})`;

export const SUGGESTION_GROUPS = ['trending', 'northern', 'central', 'southern'] as const;
type SuggestionGroup = (typeof SUGGESTION_GROUPS)[number];

/**
 * One group of options the picker lists; a 'near' group is a place without an airport, its airports nearest
 * first with their distance (km by code).
 */
export type AirportGroup = {
  key: SuggestionGroup | 'matches' | 'near';
  airports: AirportOption[];
  place?: Pick<FlightPlace, 'nameVi' | 'nameEn'>;
  km?: ReadonlyMap<string, number>;
};

/**
 * Places without an airport matching a typed text (two letters at least): every word of the text starts a word
 * of the place's key ("hoi an", "ha long", "sapa" does not need the space: the key's words joined match too).
 */
export function matchPlaces(places: readonly FlightPlace[], text: string): FlightPlace[] {
  const query = toSearchKey(text);
  if (query.length < 2) return [];
  const words = query.split(' ');
  const compact = query.replace(/ /g, '');
  return places
    .filter((p) => {
      const keyWords = p.searchKey.split(' ');
      const joined = p.searchKey.replace(/ /g, '');
      return words.every((w) => keyWords.some((k) => k.startsWith(w))) || joined.startsWith(compact);
    })
    .slice(0, PLACE_MATCH_LIMIT);
}

/** A place's name in the page language. */
export const placeName = (p: Pick<FlightPlace, 'nameVi' | 'nameEn'>, lang: Lang) => (lang === 'vi' ? p.nameVi : p.nameEn) || p.nameVi;

/** The 'near' groups of a typed text: each matching place with its nearest airports that the site has and `allowed` lets through. */
function placeGroups(
  airports: readonly AirportOption[],
  places: readonly FlightPlace[],
  text: string,
  allowed?: ReadonlySet<string> | null,
): AirportGroup[] {
  const byCode = new Map(airports.map((a) => [a.code, a]));
  return matchPlaces(places, text).flatMap((place) => {
    const near = place.airports.flatMap(({ code }) => {
      const airport = byCode.get(code);
      return airport && (!allowed || allowed.has(code)) ? [airport] : [];
    });
    if (near.length === 0) return [];
    return [
      {
        key: 'near' as const,
        airports: near,
        place: { nameVi: place.nameVi, nameEn: place.nameEn },
        km: new Map(place.airports.map((a) => [a.code, a.km])),
      },
    ];
  });
}

/**
 * What the picker lists: the matches for a typed text and the places without an airport it names (with their
 * nearest airports), or (input empty) the suggested destinations of the page language by group, only those the
 * site knows and `allowed` lets through; with no suggestions, all.
 */
export function pickerGroups(
  airports: readonly AirportOption[],
  text: string,
  lang: Lang,
  suggestions: SuggestedDestinations | undefined,
  allowed?: ReadonlySet<string> | null,
  places: readonly FlightPlace[] = [],
): AirportGroup[] {
  if (text.trim()) {
    const matches: AirportGroup = { key: 'matches', airports: matchAirports(airports, text, allowed) };
    const near = placeGroups(airports, places, text, allowed);
    return near.length > 0 && matches.airports.length === 0 ? near : [matches, ...near];
  }
  const byCode = new Map(airports.map((a) => [a.code, a]));
  if (suggestions) {
    const groups = SUGGESTION_GROUPS.map((key) => ({
      key,
      airports: suggestions[lang][key].flatMap((s) => {
        const airport = byCode.get(s.code);
        return airport && (!allowed || allowed.has(airport.code)) ? [airport] : [];
      }),
    })).filter((g) => g.airports.length > 0);
    if (groups.length > 0) return groups;
  }
  return [{ key: 'matches', airports: airports.filter((a) => !allowed || allowed.has(a.code)) }];
}
