'use client';

import { useMemo } from 'react';
import { geoPaths } from './geo/geo-slice';
import { placeLabels, pxPerKm } from './place-labels';
import type { MapPlace } from './map-place';
import { project, toScreen, viewBounds, type MapViewport, type Size } from './projection';
import { useGeoSlice } from './use-geo-slice';
import styles from './svg-map.module.css';

/** The searched place's area: a circle around its centre. */
export type PlaceArea = { lat: number; lng: number; radiusKm: number };

type Props = {
  view: MapViewport;
  size: Size;
  places: readonly MapPlace[];
  /** the search's country (alpha-2), outlined */
  countryCode: string | null;
  area: PlaceArea | null;
  lang: 'vi' | 'en';
};

/** Paths are drawn relative to an origin this coarse, so panning rarely redraws them. */
const ORIGIN_BLOCK = 8192;

/** The key-free map's background: sea, land, coasts, borders, the place's country and area, city labels. */
export function SvgGeography({ view, size, places, countryCode, area, lang }: Props) {
  const [west, south, east, north] = viewBounds(view, size);
  const geo = useGeoSlice([west, south, east, north]);
  const centre = project(view.centre, view.zoom);
  const originX = Math.round(centre.x / ORIGIN_BLOCK) * ORIGIN_BLOCK;
  const originY = Math.round(centre.y / ORIGIN_BLOCK) * ORIGIN_BLOCK;
  const slice = geo?.slice;
  const paths = useMemo(
    () => (slice ? geoPaths(slice, view.zoom, { x: originX, y: originY }, countryCode) : null),
    [slice, view.zoom, originX, originY, countryCode],
  );
  const labels = placeLabels(places, view, size, lang);
  const areaCentre = area ? toScreen(area, view, size) : null;
  const shift = `translate(${originX - centre.x + size.width / 2} ${originY - centre.y + size.height / 2})`;

  return (
    <svg
      className={styles.geo}
      width={size.width}
      height={size.height}
      aria-hidden="true"
      focusable="false"
      data-testid="map-geography"
      data-layer={geo?.layer.id ?? 'none'}
    >
      <rect width="100%" height="100%" className={styles.sea} />
      {paths && (
        <g transform={shift}>
          <path d={paths.land} className={styles.land} fillRule="evenodd" data-testid="map-land" />
          <path d={paths.borders} className={styles.border} />
          {paths.country && <path d={paths.country} className={styles.country} fillRule="evenodd" data-testid="map-country" />}
        </g>
      )}
      {area && areaCentre && (
        <circle
          cx={areaCentre.x}
          cy={areaCentre.y}
          r={area.radiusKm * pxPerKm(area.lat, view.zoom)}
          className={styles.area}
          data-testid="map-place-area"
        />
      )}
      {labels.map((label) => (
        <text key={label.key} x={label.x} y={label.y} className={label.close ? styles.labelClose : styles.label} data-testid="map-label">
          {label.text}
        </text>
      ))}
    </svg>
  );
}
