'use client';

import { useMemo, useState } from 'react';
import type { LatLng, LocatedHotel } from '../../map/lat-lng';
import { fitBounds, type MapViewport, type Size } from '../../map/projection';
import { useMapSelection } from './map-selection-context';

/**
 * The key-free map's view: fitted to the pins (or the initial centre and zoom when there are none) until
 * the user zooms or drags; a new set of hotels fits again, a new map centre (a selection) pans to it.
 */
export function useMapViewport<T>(located: LocatedHotel<T>[], size: Size) {
  const { centre, initialZoom } = useMapSelection();
  const { latitude, longitude } = centre;
  const fitted = useMemo<MapViewport>(() => {
    const points = located.map((item) => item.position);
    return fitBounds(points, size) ?? { centre: { lat: latitude, lng: longitude }, zoom: initialZoom };
  }, [located, size, latitude, longitude, initialZoom]);

  const [chosen, setChosen] = useState<MapViewport | null>(null);
  const centreKey = `${latitude},${longitude}`;
  const [seen, setSeen] = useState({ located, centreKey });
  if (seen.located !== located || seen.centreKey !== centreKey) {
    setSeen({ located, centreKey });
    const target: LatLng = { lat: latitude, lng: longitude };
    setChosen(seen.centreKey !== centreKey ? { centre: target, zoom: (chosen ?? fitted).zoom } : null);
  }
  return { view: chosen ?? fitted, setView: setChosen };
}
