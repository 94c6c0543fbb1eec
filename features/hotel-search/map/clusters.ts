import { MAX_ZOOM } from './constants';
import type { LatLng } from './lat-lng';
import { fitBounds, project, type MapViewport, type Point, type Size } from './projection';

/** A price pin is about this big (px): closer pins would overlap, so they join a cluster. */
const PIN_SPAN = { x: 92, y: 30 } as const;

export type Placed<T> = { item: T; position: LatLng };
export type Cluster<T> = { key: string; members: Placed<T>[]; position: LatLng; world: Point };

/**
 * Groups the places whose pins would overlap at `zoom` (greedy, in the given order: each joins the first
 * cluster whose first pin it would overlap). A cluster is drawn where its first pin would be, so no two
 * markers overlap. At the maximum zoom nothing is grouped: pins at the very same spot could never split.
 * Positions are world pixels, so panning keeps the clusters.
 */
export function clusterPins<T>(placed: readonly Placed<T>[], zoom: number, keyOf: (item: T) => string | number): Cluster<T>[] {
  const clusters: Cluster<T>[] = [];
  for (const entry of placed) {
    const world = project(entry.position, zoom);
    const home =
      zoom < MAX_ZOOM
        ? clusters.find((c) => Math.abs(c.world.x - world.x) < PIN_SPAN.x && Math.abs(c.world.y - world.y) < PIN_SPAN.y)
        : undefined;
    if (home) home.members.push(entry);
    else clusters.push({ key: String(keyOf(entry.item)), members: [entry], position: entry.position, world });
  }
  return clusters.map((cluster) => (cluster.members.length === 1 ? cluster : { ...cluster, key: `c${cluster.key}` }));
}

/** Where a click on a cluster goes: closer (at least one zoom step), far enough for its pins to split. */
export function splitView<T>(cluster: Cluster<T>, view: MapViewport, size: Size): MapViewport {
  const fitted = fitBounds(
    cluster.members.map((m) => m.position),
    size,
    60,
    MAX_ZOOM,
  );
  const zoom = Math.min(MAX_ZOOM, Math.max(view.zoom + 1, fitted?.zoom ?? view.zoom + 1));
  return { centre: fitted?.centre ?? cluster.position, zoom };
}
