import type { FareCalendarBody } from '../schemas';

/** React Query keys of the flight search UI. */
export const flightKeys = {
  airports: () => ['flights', 'airports'] as const,
  suggestions: () => ['flights', 'suggested-destinations'] as const,
  search: (query: string) => ['flights', 'search', query] as const,
  fareCalendar: (body: FareCalendarBody) =>
    ['flights', 'fare-calendar', body.originCode, body.destinCode, body.month, body.adultCount, body.childCount, body.infantCount] as const,
};
