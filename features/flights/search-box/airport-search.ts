import type { Lang } from '@/lib/i18n/config';
import { toSearchKey } from '@/lib/text/search-key';
import type { AirportOption, SuggestedDestinations } from '../schemas';

/** How many matches the picker lists for a typed text. */
const AIRPORT_MATCH_LIMIT = 8;

const keyOf = (a: AirportOption) =>
  toSearchKey([a.code, a.cityNameVi, a.cityNameEn, a.nameVi, a.nameEn, a.countryNameVi, a.countryNameEn].join(' '));

/**
 * Airports matching a typed text, diacritics-insensitive ("da nang" finds Đà Nẵng): by code, city,
 * airport or country name, every word of the text somewhere in the airport's key. An exact code comes
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
  return pool
    .filter((a) => {
      const key = keyOf(a);
      return words.every((w) => key.includes(w));
    })
    .map((a, index) => ({ a, index, rank: rank(a) }))
    .sort((x, y) => x.rank - y.rank || x.index - y.index)
    .slice(0, AIRPORT_MATCH_LIMIT)
    .map((x) => x.a);
}

/** The city name of an airport in the page language. */
export const airportCity = (a: Pick<AirportOption, 'cityNameVi' | 'cityNameEn'>, lang: Lang) => (lang === 'vi' ? a.cityNameVi : a.cityNameEn) || a.cityNameVi;
/** The airport's own name in the page language. */
export const airportName = (a: Pick<AirportOption, 'nameVi' | 'nameEn'>, lang: Lang) => (lang === 'vi' ? a.nameVi : a.nameEn) || a.nameVi;
/** What the input shows for a chosen airport: "Đà Nẵng (DAD)". */
export const airportLabel = (a: AirportOption, lang: Lang) => `${airportCity(a, lang)} (${a.code})`;

export const SUGGESTION_GROUPS = ['trending', 'northern', 'central', 'southern'] as const;
type SuggestionGroup = (typeof SUGGESTION_GROUPS)[number];

/** One group of options the picker lists. */
export type AirportGroup = { key: SuggestionGroup | 'matches'; airports: AirportOption[] };

/**
 * What the picker lists: the matches for a typed text, or (input empty) the suggested destinations of the
 * page language by group, only those the site knows and `allowed` lets through; with no suggestions, all.
 */
export function pickerGroups(
  airports: readonly AirportOption[],
  text: string,
  lang: Lang,
  suggestions: SuggestedDestinations | undefined,
  allowed?: ReadonlySet<string> | null,
): AirportGroup[] {
  if (text.trim()) return [{ key: 'matches', airports: matchAirports(airports, text, allowed) }];
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
