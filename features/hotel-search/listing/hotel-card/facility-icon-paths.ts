import type { FacilityKey } from '../../schemas';

/** Stroke-only outlines on a 24x24 grid, one per facility key (spec 3). */
export const FACILITY_ICON_PATHS: Record<FacilityKey, string> = {
  parking: 'M4 3h16v18H4z M9 17V7h4a3 3 0 0 1 0 6H9',
  wifi: 'M2 9a15 15 0 0 1 20 0 M5 12.5a10 10 0 0 1 14 0 M8.5 16a5 5 0 0 1 7 0 M12 19.5h.01',
  pool: 'M2 17c2.5 2 5 2 7.5 0s5-2 7.5 0 3.5 1 5 0 M8 14V5a2 2 0 0 1 4 0 M16 14V5a2 2 0 0 0-4 0 M8 9h8',
  restaurant: 'M7 3v18 M4 3v5a3 3 0 0 0 6 0V3 M17 21V3c-2 1-3 4-3 8h3',
  spa: 'M12 21c-5 0-8-4-8-9 4 0 8 3 8 9z M12 21c5 0 8-4 8-9-4 0-8 3-8 9z M12 21c-2-4-2-9 0-14 2 5 2 10 0 14z',
  tenis: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M5.6 5.6a9 9 0 0 1 0 12.8 M18.4 5.6a9 9 0 0 0 0 12.8',
  laundry: 'M5 3h14v18H5z M5 7h14 M12 10a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z M8 5h.01',
  fitness: 'M2 12h20 M5 8v8 M8 6v12 M16 6v12 M19 8v8',
  massage: 'M12 4a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z M3 14h18 M6 14l3-3h6l3 3 M4 18h16',
  golf: 'M9 21V3l8 4-8 4 M5 21h10',
  coffee: 'M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z M17 10h2a2 2 0 0 1 0 4h-2 M8 2v3 M12 2v3',
};

/** Used for a facility key the product does not know. */
export const GENERIC_ICON_PATH = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M8 12l3 3 5-6';
