'use client';

import { useState } from 'react';
import type { MapViewport } from './projection';
import { useMapSelection } from './map-selection-context';

/**
 * The key-free map's view. Spec 9: it opens on the search's centre at zoom 13, or on the default centre
 * at zoom 7 (never fitted to the pins); then the user zooms and drags, and a new map centre (a selection)
 * pans to it at the current zoom.
 */
export function useMapViewport() {
  const { centre, initialZoom } = useMapSelection();
  const { latitude, longitude } = centre;
  const [view, setView] = useState<MapViewport>(() => ({ centre: { lat: latitude, lng: longitude }, zoom: initialZoom }));
  const centreKey = `${latitude},${longitude}`;
  const [seen, setSeen] = useState(centreKey);
  if (seen !== centreKey) {
    setSeen(centreKey);
    setView((old) => ({ centre: { lat: latitude, lng: longitude }, zoom: old.zoom }));
  }
  return { view, setView };
}
