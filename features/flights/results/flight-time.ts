/** "HH:mm" of a local 'YYYY-MM-DDTHH:mm'. */
export const clockOf = (local: string) => local.slice(11, 16);

/** Days between the departure's and the arrival's local dates (+1 for an overnight arrival). */
export function dayOffset(startDate: string, endDate: string): number {
  const day = (local: string) => Date.parse(`${local.slice(0, 10)}T00:00:00Z`) / 86_400_000;
  return Math.round(day(endDate) - day(startDate));
}
