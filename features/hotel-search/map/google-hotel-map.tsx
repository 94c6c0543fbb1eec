'use client';

import { GoogleMap, OVERLAY_MOUSE_TARGET, OverlayViewF } from '@react-google-maps/api';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FIT_PADDING, MAX_LATITUDE, MAX_ZOOM, MIN_ZOOM, ZOOM_WITH_CENTRE } from './constants';
import { locateHotels } from './lat-lng';
import type { HotelListItem } from '../schemas';
import { MapPin } from './map-pin';
import { useMapSelection } from './map-selection-context';
import { PinCard } from './pin-card';
import { fitView } from './projection';
import styles from './hotel-map.module.css';

const PIN_ORIGIN = { left: 0, top: 0 };

/**
 * The Google renderer; loaded only once the Maps script is in (google-maps-loader). Opens fitted to the pins as
 * the key-free map does (same maths), and shows a chosen hotel at zoom 13 or closer.
 */
export function GoogleHotelMap({ hotels }: { hotels: HotelListItem[] }) {
  const { activeHotelId, centre, initialZoom, select, clear } = useMapSelection();
  const located = useMemo(() => locateHotels(hotels), [hotels]);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [options] = useState<google.maps.MapOptions>(() => ({
    center: { lat: centre.latitude, lng: centre.longitude },
    zoom: initialZoom,
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    clickableIcons: false,
    streetViewControl: false,
    mapTypeControl: false,
    fullscreenControl: false,
    restriction: { latLngBounds: { north: MAX_LATITUDE, south: -MAX_LATITUDE, west: -180, east: 180 }, strictBounds: false },
  }));

  const panned = useRef(`${centre.latitude},${centre.longitude}`);
  useEffect(() => {
    const key = `${centre.latitude},${centre.longitude}`;
    if (!map || panned.current === key) return;
    panned.current = key;
    map.panTo({ lat: centre.latitude, lng: centre.longitude });
    if ((map.getZoom() ?? 0) < ZOOM_WITH_CENTRE) map.setZoom(ZOOM_WITH_CENTRE);
  }, [map, centre.latitude, centre.longitude]);

  useEffect(() => {
    if (!map) return;
    const { width, height } = map.getDiv().getBoundingClientRect();
    const fitted = fitView(
      located.map((item) => item.position),
      { width, height },
      FIT_PADDING,
      ZOOM_WITH_CENTRE,
    );
    if (!fitted) return;
    map.setCenter(fitted.centre);
    map.setZoom(fitted.zoom);
  }, [map, located]);

  const active = located.find((item) => item.hotel.id === activeHotelId);
  return (
    <GoogleMap mapContainerClassName={styles.canvas} options={options} onLoad={setMap} onUnmount={() => setMap(null)}>
      {located.map(({ hotel, position }) => (
        <OverlayViewF key={hotel.id} position={position} mapPaneName={OVERLAY_MOUSE_TARGET} zIndex={hotel.id === activeHotelId ? 2 : 1}>
          <MapPin
            hotel={hotel}
            active={hotel.id === activeHotelId}
            onSelect={(selected) => select(selected, { scrollList: true })}
            style={PIN_ORIGIN}
          />
        </OverlayViewF>
      ))}
      {active && (
        <OverlayViewF position={active.position} mapPaneName={OVERLAY_MOUSE_TARGET} zIndex={3}>
          <PinCard hotel={active.hotel} onClose={clear} style={PIN_ORIGIN} />
        </OverlayViewF>
      )}
    </GoogleMap>
  );
}
