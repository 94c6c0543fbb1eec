'use client';

import type { ReactNode } from 'react';
import { useMapSelection } from './map-selection-context';
import styles from './map-view.module.css';

/** A hotel of the map view's list: marked while its pin is active, and the target of a pin click's scroll. */
export function MapListItem({ hotelId, children }: { hotelId: number; children: ReactNode }) {
  const { activeHotelId, listItemRef } = useMapSelection();
  const active = activeHotelId === hotelId;
  return (
    <div
      ref={listItemRef(hotelId)}
      className={styles.item}
      data-testid="map-list-item"
      data-hotel-id={hotelId}
      data-active={active || undefined}
    >
      {children}
    </div>
  );
}
