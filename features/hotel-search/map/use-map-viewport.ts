'use client';

import { useMemo, useState } from 'react';
import { FIT_PADDING, ZOOM_WITH_CENTRE } from './constants';
import type { LatLng } from './lat-lng';
import { fitView, type MapViewport, type Size } from './projection';
import { useMapSelection } from './map-selection-context';

/**
 * The key-free map's view. It opens fitted to the page's pins (never closer than zoom 13, the spec 9 zoom
 * around a centre), refitted when the map's size or the results change until the user zooms or drags; with
 * no pins, on the search's centre at zoom 13 or the default centre at zoom 7. A chosen hotel (a new map
 * centre) is shown at zoom 13, or closer if the user already is.
 */
export function useMapViewport(points: readonly LatLng[], size: Size) {
  const { centre, initialZoom } = useMapSelection();
  const { latitude, longitude } = centre;
  const [opening] = useState<MapViewport>(() => ({ centre: { lat: latitude, lng: longitude }, zoom: initialZoom }));
  const fitted = useMemo(() => fitView(points, size, FIT_PADDING, ZOOM_WITH_CENTRE) ?? opening, [points, size, opening]);
  // the user's own view (zoom, drag, a chosen hotel); null while the map follows the fit
  const [own, setOwn] = useState<MapViewport | null>(null);
  const view = own ?? fitted;

  const centreKey = `${latitude},${longitude}`;
  const [seenCentre, setSeenCentre] = useState(centreKey);
  if (seenCentre !== centreKey) {
    setSeenCentre(centreKey);
    setOwn({ centre: { lat: latitude, lng: longitude }, zoom: Math.max(view.zoom, ZOOM_WITH_CENTRE) });
  }
  // new results (another page, other filters) are fitted again
  const [seenPoints, setSeenPoints] = useState(points);
  if (seenPoints !== points) {
    setSeenPoints(points);
    setOwn(null);
  }
  return { view, setView: setOwn };
}
