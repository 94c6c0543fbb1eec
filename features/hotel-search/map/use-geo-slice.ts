'use client';

import { useEffect, useState } from 'react';
import { geoLayerUrl, type GeoBox, type GeoLayer } from './geo/geo-layers';
import { layerFor, parseGeoSlice, type GeoSlice } from './geo/geo-slice';

// One download per layer and page; a failed one is retried on the next view that needs it.
const slices = new Map<string, Promise<GeoSlice>>();

function loadSlice(layer: GeoLayer): Promise<GeoSlice> {
  let slice = slices.get(layer.id);
  if (!slice) {
    slice = fetch(geoLayerUrl(layer))
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} for ${geoLayerUrl(layer)}`);
        return response.json();
      })
      .then((json: unknown) => parseGeoSlice(json));
    slice.catch((error: unknown) => {
      slices.delete(layer.id);
      console.error('[hotel-map] geography not loaded', error);
    });
    slices.set(layer.id, slice);
  }
  return slice;
}

/**
 * The geography for a view: the finest layer holding it, fetched on demand from /geo (never part of a
 * script). While a finer layer loads, the last one shown stays; null until the first one is in.
 */
export function useGeoSlice(bounds: GeoBox): { layer: GeoLayer; slice: GeoSlice } | null {
  const wanted = layerFor(bounds);
  const [shown, setShown] = useState<{ layer: GeoLayer; slice: GeoSlice } | null>(null);
  useEffect(() => {
    if (shown?.layer.id === wanted.id) return;
    let live = true;
    loadSlice(wanted).then(
      (slice) => live && setShown({ layer: wanted, slice }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, shown?.layer.id]);
  return shown;
}
