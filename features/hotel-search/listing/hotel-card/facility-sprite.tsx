'use client';

import { FACILITY_ICON_PATHS, GENERIC_ICON_PATH } from './facility-icon-paths';

const ID_PREFIX = 'fi-';

/** The sprite symbol a facility's icon draws (the generic outline for a key the product does not know). */
export function facilityIconHref(key: string): string {
  return `#${ID_PREFIX}${Object.hasOwn(FACILITY_ICON_PATHS, key) ? key : 'generic'}`;
}

/**
 * Every facility outline once per page, as symbols the cards' icons use (<use href="#fi-wifi">).
 * A client component: the flight data names it instead of carrying its paths. Render it once per page that
 * shows hotel cards.
 */
export function FacilitySprite() {
  const icons = { ...FACILITY_ICON_PATHS, generic: GENERIC_ICON_PATH };
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute', overflow: 'hidden' }}>
      {Object.entries(icons).map(([key, d]) => (
        <symbol key={key} id={ID_PREFIX + key} viewBox="0 0 24 24">
          <path d={d} />
        </symbol>
      ))}
    </svg>
  );
}
