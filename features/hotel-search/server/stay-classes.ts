import { isWeekendNight, seasonPercent, type SeasonRule } from '@/features/hotels/index';

export type SeasonCalendar = { id: number; rules: SeasonRule[] };
/** Nights of a stay that a calendar prices alike: the same season percent, weekend or not. */
export type NightClass = { weekend: boolean; season: number; nights: number };

/**
 * A stay's nights grouped per calendar by what moves a night's price (pricing.ts priceNight): the
 * weekend surcharge applies or not, and the season percent. A hotel's stay price is then the sum over
 * its calendar's classes of nights × the rounded price of one such night, as priceStay sums it.
 */
export function stayClasses(calendars: readonly SeasonCalendar[], nightDates: readonly string[]): Map<number, NightClass[]> {
  const byCalendar = new Map<number, NightClass[]>();
  for (const calendar of calendars) {
    const classes: NightClass[] = [];
    for (const date of nightDates) {
      const weekend = isWeekendNight(date);
      const season = seasonPercent(calendar.rules, date);
      const same = classes.find((c) => c.weekend === weekend && c.season === season);
      if (same) same.nights += 1;
      else classes.push({ weekend, season, nights: 1 });
    }
    byCalendar.set(calendar.id, classes);
  }
  return byCalendar;
}
