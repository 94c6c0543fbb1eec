import 'server-only';
import { asc } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { seasonCalendars } from '../db';
import type { SeasonCalendar } from './stay-classes';

/** Every season calendar (a handful of rows: the distinct season rule sets of lead rate plans). */
export function loadSeasonCalendars(db: Db): Promise<SeasonCalendar[]> {
  return db.select({ id: seasonCalendars.id, rules: seasonCalendars.rules }).from(seasonCalendars).orderBy(asc(seasonCalendars.id));
}
