/**
 * Spec 8: the picture swapped in when a hotel photo fails to load. Drawn with opacity alone (no colour of
 * its own), a data URI so it can never fail to load in turn.
 */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">' +
  '<rect width="400" height="300" fill-opacity=".06"/>' +
  '<path d="M150 190l40-50 30 35 20-20 40 45H130z" fill-opacity=".18"/>' +
  '<circle cx="250" cy="115" r="14" fill-opacity=".18"/></svg>';

export const HOTEL_IMAGE_FALLBACK = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`;
