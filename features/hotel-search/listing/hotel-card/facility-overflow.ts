/** Spec 9: at most this many facility icons on a card. */
const MAX_FACILITY_ICONS = 6;

/** The facility groups drawn as icons, and how many more there are ("+N"; 0 = no overflow). */
export function facilityOverflow<T>(groups: readonly T[], max = MAX_FACILITY_ICONS): { visible: T[]; overflow: number } {
  return { visible: groups.slice(0, max), overflow: Math.max(0, groups.length - max) };
}
