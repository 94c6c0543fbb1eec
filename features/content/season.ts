import { todayIso } from '@/lib/dates/product-date';

/** A yearly window, MM-DD to MM-DD inclusive in Vietnam time; it wraps the new year when start > end (12-01 to 02-20). */
export type Season = { start: string; end: string };

/** Today's MM-DD in Vietnam (the day the site's visitors live in, whatever the server's zone). */
export const seasonDay = (now: Date = new Date()): string => todayIso(now).slice(5);

/** Whether a banner or promotion of this season shows on `day` (MM-DD); no season: all year. */
export function inSeason(season: Season | null, day: string): boolean {
  if (!season) return true;
  return season.start <= season.end ? day >= season.start && day <= season.end : day >= season.start || day <= season.end;
}

/** A row's season columns as a Season (both set) or null (all year). */
export const seasonOf = (start: string | null, end: string | null): Season | null => (start && end ? { start, end } : null);
