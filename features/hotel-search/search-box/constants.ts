/** Spec 9 "Search": suggestion pause, minimum characters, list sizes. */
export const SUGGEST_DEBOUNCE_MS = 300;
export const SUGGEST_MIN_CHARS = 2;
export const MAX_REGIONS = 5;
export const MAX_HOTELS = 10;
