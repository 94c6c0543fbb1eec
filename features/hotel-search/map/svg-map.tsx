'use client';

import { useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { clusterPins, splitView } from './clusters';
import { locateHotels } from './lat-lng';
import { nearestPin, panBy, project, zoomBy, type MapViewport, type Point } from './projection';
import type { HotelListItem } from '../schemas';
import { MapCluster } from './map-cluster';
import { MapPin } from './map-pin';
import { useMapSelection } from './map-selection-context';
import { PinCard } from './pin-card';
import { SvgGeography, type PlaceArea } from './svg-geography';
import type { MapPlace } from './map-place';
import { useElementSize } from './use-element-size';
import { useMapViewport } from './use-map-viewport';
import { ZoomControls } from './zoom-controls';
import styles from './svg-map.module.css';

const FALLBACK_SIZE = { width: 640, height: 480 };
/** Pins this far outside the viewport are still drawn, so a bubble half out of view stays visible. */
const EDGE = 60;
/** A price bubble's centre sits this far above its tip (the position): hover distance is measured there. */
const BUBBLE_LIFT = 19;

const isControl = (target: EventTarget) => target instanceof Element && Boolean(target.closest('button, a, [data-testid="map-pin-card"]'));
const pinUnder = (target: EventTarget) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-testid="map-pin"]')?.dataset.hotelId : undefined;

export type SvgMapProps = {
  hotels: HotelListItem[];
  /** labelled places near the search */
  places?: readonly MapPlace[];
  /** the search's country (alpha-2), outlined */
  countryCode?: string | null;
  area?: PlaceArea | null;
};

/**
 * The key-free map: Natural Earth land, coasts and borders (d3-geo, Web Mercator as map tiles use), the
 * place's country and area, city labels, and price pins; pins that would overlap form a cluster.
 */
export function SvgMap({ hotels, places = [], countryCode = null, area = null }: SvgMapProps) {
  const { t, i18n } = useTranslation('hotelMap');
  const { activeHotelId, select, clear } = useMapSelection();
  const [surfaceRef, size] = useElementSize<HTMLDivElement>(FALLBACK_SIZE);
  const located = useMemo(() => locateHotels(hotels), [hotels]);
  const points = useMemo(() => located.map((entry) => entry.position), [located]);
  const { view, setView } = useMapViewport(points, size);
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const drag = useRef<{ start: Point; view: MapViewport; moved: boolean } | null>(null);

  const active = located.find((entry) => entry.hotel.id === activeHotelId) ?? null;
  const clusters = useMemo(
    () =>
      clusterPins(
        located.filter((entry) => entry.hotel.id !== activeHotelId).map(({ hotel, position }) => ({ item: hotel, position })),
        view.zoom,
        (hotel) => hotel.id,
      ),
    [located, activeHotelId, view.zoom],
  );
  const centre = project(view.centre, view.zoom);
  const toLocal = (world: Point) => ({ x: world.x - centre.x + size.width / 2, y: world.y - centre.y + size.height / 2 });
  const inView = (p: Point) => p.x > -EDGE && p.x < size.width + EDGE && p.y > -EDGE && p.y < size.height + EDGE;
  const shown = clusters.map((cluster) => ({ cluster, ...toLocal(cluster.world) })).filter(inView);
  const singles = shown.filter((entry) => entry.cluster.members.length === 1);
  const activePin = active ? toLocal(project(active.position, view.zoom)) : null;
  // the hovered pin is drawn last among the singles (above its neighbours), the active one above all
  const ordered = [
    ...singles.filter((s) => s.cluster.members[0]!.item.id !== hoveredId),
    ...singles.filter((s) => s.cluster.members[0]!.item.id === hoveredId),
  ];

  const localPoint = (event: PointerEvent<HTMLDivElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (isControl(event.target)) return;
    drag.current = { start: localPoint(event), view, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const point = localPoint(event);
    if (drag.current) {
      const { start, view: from } = drag.current;
      drag.current.moved = true;
      setView(panBy(from, point.x - start.x, point.y - start.y));
      return;
    }
    // the pin under the pointer wins (it is the one a click hits); near no pin, the nearest within 30 px
    const under = pinUnder(event.target);
    const hovered = under
      ? Number(under)
      : (nearestPin(
          point,
          singles.map((s) => ({ x: s.x, y: s.y - BUBBLE_LIFT, id: s.cluster.members[0]!.item.id })),
        )?.id ?? null);
    if (hovered !== hoveredId) setHoveredId(hovered);
  };
  const endDrag = () => {
    drag.current = null;
  };
  const lang = i18n.language === 'en' ? 'en' : 'vi';

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
        <SvgGeography view={view} size={size} places={places} countryCode={countryCode} area={area} lang={lang} />
        {shown
          .filter((entry) => entry.cluster.members.length > 1)
          .map(({ cluster, x, y }) => (
            <MapCluster
              key={cluster.key}
              ids={cluster.members.map((m) => m.item.id)}
              style={{ left: x, top: y }}
              onZoom={() => setView(splitView(cluster, view, size))}
            />
          ))}
        {ordered.map(({ cluster, x, y }) => {
          const hotel = cluster.members[0]!.item;
          return (
            <MapPin
              key={hotel.id}
              hotel={hotel}
              active={false}
              raised={hotel.id === hoveredId}
              onSelect={(selected) => select(selected, { scrollList: true })}
              style={{ left: x, top: y }}
            />
          );
        })}
        {active && activePin && (
          <>
            <MapPin
              hotel={active.hotel}
              active
              onSelect={(selected) => select(selected, { scrollList: true })}
              style={{ left: activePin.x, top: activePin.y }}
            />
            <PinCard hotel={active.hotel} onClose={clear} style={{ left: activePin.x, top: activePin.y }} />
          </>
        )}
      </div>
      <ZoomControls zoom={view.zoom} onZoom={(delta) => setView(zoomBy(view, delta))} />
      {located.length === 0 && <p className={styles.empty}>{t('noPins')}</p>}
      <p className={styles.credit}>Natural Earth</p>
    </div>
  );
}
