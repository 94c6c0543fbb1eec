'use client';

import { useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { locateHotels } from '../../map/lat-lng';
import { nearestPin, panBy, toScreen, zoomBy, type MapViewport, type Point } from '../../map/projection';
import type { HotelListItem } from '../../schemas';
import { MapPin } from './map-pin';
import { useMapSelection } from './map-selection-context';
import { PinCard } from './pin-card';
import { SvgGraticule } from './svg-graticule';
import { useElementSize } from './use-element-size';
import { useMapViewport } from './use-map-viewport';
import { ZoomControls } from './zoom-controls';
import styles from './svg-map.module.css';

const FALLBACK_SIZE = { width: 640, height: 480 };
/** Pins this far outside the viewport are still drawn, so a bubble half out of view stays visible. */
const EDGE = 60;

const isControl = (target: EventTarget) => target instanceof Element && Boolean(target.closest('button, [data-testid="map-pin-card"]'));

/** The key-free map: a light grid with price pins placed by Web-Mercator projection. */
export function SvgMap({ hotels }: { hotels: HotelListItem[] }) {
  const { t } = useTranslation('hotelMap');
  const { activeHotelId, select, clear } = useMapSelection();
  const [surfaceRef, size] = useElementSize<HTMLDivElement>(FALLBACK_SIZE);
  const located = useMemo(() => locateHotels(hotels), [hotels]);
  const { view, setView } = useMapViewport(located, size);
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const drag = useRef<{ start: Point; view: MapViewport } | null>(null);

  const pins = located
    .map(({ hotel, position }) => ({ hotel, ...toScreen(position, view, size) }))
    .filter((pin) => pin.x > -EDGE && pin.x < size.width + EDGE && pin.y > -EDGE && pin.y < size.height + EDGE);
  const active = pins.find((pin) => pin.hotel.id === activeHotelId);
  const ordered = active ? [...pins.filter((pin) => pin !== active), active] : pins;

  const localPoint = (event: PointerEvent<HTMLDivElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (isControl(event.target)) return;
    drag.current = { start: localPoint(event), view };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const point = localPoint(event);
    if (drag.current) {
      const { start, view: from } = drag.current;
      setView(panBy(from, point.x - start.x, point.y - start.y));
      return;
    }
    const hovered = nearestPin(point, pins)?.hotel.id ?? null;
    if (hovered !== hoveredId) setHoveredId(hovered);
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className={styles.map} data-testid="svg-map" data-zoom={view.zoom}>
      <div
        ref={surfaceRef}
        className={styles.surface}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onPointerLeave={() => setHoveredId(null)}
      >
        <SvgGraticule view={view} size={size} />
        {ordered.map((pin) => (
          <MapPin
            key={pin.hotel.id}
            hotel={pin.hotel}
            active={pin === active}
            raised={pin.hotel.id === hoveredId}
            onSelect={(hotel) => select(hotel, { scrollList: true })}
            style={{ left: pin.x, top: pin.y }}
          />
        ))}
        {active && <PinCard hotel={active.hotel} onClose={clear} style={{ left: active.x, top: active.y }} />}
      </div>
      <ZoomControls zoom={view.zoom} onZoom={(delta) => setView(zoomBy(view, delta))} />
      {located.length === 0 && <p className={styles.empty}>{t('noPins')}</p>}
    </div>
  );
}
