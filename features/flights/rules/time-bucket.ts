import type { TimeBucket } from '../schemas';

/** Spec 9 time bands by local departure minute: before 8h, 8h to 12h, 12h to 18h, after 18h (each start included). */
export function timeBucketOf(departMinute: number): TimeBucket {
  if (departMinute < 8 * 60) return 'before_8h';
  if (departMinute < 12 * 60) return 'from_8h_to_12h';
  if (departMinute < 18 * 60) return 'from_12h_to_18h';
  return 'after_18h';
}
