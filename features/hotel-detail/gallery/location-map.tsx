'use client';

import { HotelMap, MapSelectionProvider, toLatLng } from '@/features/hotel-search/index';
import type { HotelListItem } from '@/features/hotel-search/schemas';
import styles from './hotel-gallery.module.css';

/**
 * The map popup's content (spec 2.8): the listing's map (Google Maps with a key, else the key-free map)
 * centred on the hotel. Spec 5: coordinates must be numeric, else "Invalid LatLng object" (shown, not thrown,
 * so one bad record never breaks the page). Loaded only when the popup opens.
 */
export default function LocationMap({ hotel }: { hotel: HotelListItem }) {
  let centre: { lat: number; lon: number };
  try {
    const position = toLatLng(hotel.location.lat, hotel.location.lon);
    centre = { lat: position.lat, lon: position.lng };
  } catch (error) {
    return (
      <p className={styles.mapError} role="alert">
        {error instanceof Error ? error.message : String(error)}
      </p>
    );
  }
  return (
    <div className={styles.mapFrame} data-testid="hotel-location-map">
      <MapSelectionProvider centre={centre}>
        <HotelMap hotels={[hotel]} countryCode={hotel.country_code} />
      </MapSelectionProvider>
    </div>
  );
}
