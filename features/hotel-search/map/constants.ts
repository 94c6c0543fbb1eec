/** Spec 9 "Map": the map's fixed numbers. */
export const DEFAULT_CENTRE = { latitude: 16.0627397, longitude: 108.2422757 } as const;
/** Zoom when the search gives a centre (a region or a hotel position). */
export const ZOOM_WITH_CENTRE = 13;
/** Zoom on the default centre, when the search gives none. */
export const ZOOM_WITHOUT_CENTRE = 7;
export const MIN_ZOOM = 3;
/** Not in the spec: street level is as close as a price map needs. */
export const MAX_ZOOM = 18;
/** Pixels from a pin within which the pointer counts as hovering it. */
export const HOVER_DISTANCE = 30;
/** Web-Mercator's latitude limit: beyond it the projection runs to infinity. */
export const MAX_LATITUDE = 85.05113;
export const MAPS_LOADER_RETRIES = 3;
/** Delay before each retry of the maps script; it grows with every attempt. */
export const MAPS_RETRY_DELAYS_MS = [500, 1000, 2000] as const;
export const GOOGLE_MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';
/** Not in the spec: fitting the pins never zooms closer than this, so near-identical points keep context. */
export const FIT_MAX_ZOOM = 16;
/**
 * Not in the spec: room kept around the pins when the map is fitted to them (px). A price bubble stands about
 * 40 px above its point and is up to 92 px wide; the zoom buttons take the bottom right.
 */
export const FIT_PADDING = { top: 56, right: 80, bottom: 28, left: 56 } as const;
