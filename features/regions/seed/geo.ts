/** Small geometry helpers for seed data (equirectangular approximation: fine at city scale). */
export type Point = { lat: number; lon: number };

const KM_PER_DEG_LAT = 111.32;

export function distanceKm(a: Point, b: Point): number {
  const meanLat = ((a.lat + b.lat) / 2) * (Math.PI / 180);
  const dy = (a.lat - b.lat) * KM_PER_DEG_LAT;
  const dx = (a.lon - b.lon) * KM_PER_DEG_LAT * Math.cos(meanLat);
  return Math.sqrt(dx * dx + dy * dy);
}

/** The point `km` away from `from` in direction `angle` (radians, 0 = east). */
export function offsetKm(from: Point, km: number, angle: number): Point {
  const lat = from.lat + (km * Math.sin(angle)) / KM_PER_DEG_LAT;
  const lon = from.lon + (km * Math.cos(angle)) / (KM_PER_DEG_LAT * Math.cos((from.lat * Math.PI) / 180));
  return { lat: round6(lat), lon: round6(lon) };
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

export function meanPoint(points: readonly Point[]): Point {
  if (points.length === 0) return { lat: 0, lon: 0 };
  const lat = points.reduce((s, p) => s + p.lat, 0) / points.length;
  const lon = points.reduce((s, p) => s + p.lon, 0) / points.length;
  return { lat: round6(lat), lon: round6(lon) };
}
