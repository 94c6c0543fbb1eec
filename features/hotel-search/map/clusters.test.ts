import { describe, expect, it } from 'vitest';
import { clusterPins, splitView } from './clusters';
import { MAX_ZOOM } from './constants';

const at = (id: number, lat: number, lng: number) => ({ item: id, position: { lat, lng } });
const SIZE = { width: 800, height: 600 };

describe('clusterPins', () => {
  const placed = [at(1, 16.05, 108.2), at(2, 16.0501, 108.2003), at(3, 16.07, 108.25), at(4, 16.0502, 108.2001)];

  it('groups the pins that would overlap, in order, and keeps the others single', () => {
    const clusters = clusterPins(placed, 13, (id) => id);
    expect(clusters.map((c) => c.members.map((m) => m.item))).toEqual([[1, 2, 4], [3]]);
    expect(clusters[0]!.key).toBe('c1');
    // drawn where its first pin would be
    expect(clusters[0]!.position).toEqual({ lat: 16.05, lng: 108.2 });
    expect(clusters[1]!.key).toBe('3');
  });

  it('splits as the zoom grows, and never groups at the maximum zoom', () => {
    expect(clusterPins(placed, 7, (id) => id)).toHaveLength(1);
    expect(clusterPins(placed, MAX_ZOOM, (id) => id)).toHaveLength(4);
  });
});

describe('splitView', () => {
  it('zooms at least one step, towards the cluster, far enough to separate its pins', () => {
    const [cluster] = clusterPins([at(1, 16.05, 108.2), at(2, 16.051, 108.201)], 13, (id) => id);
    const view = splitView(cluster!, { centre: { lat: 16, lng: 108 }, zoom: 13 }, SIZE);
    expect(view.zoom).toBeGreaterThan(13);
    expect(clusterPins(cluster!.members, view.zoom, (id) => id)).toHaveLength(2);
    expect(view.centre.lat).toBeCloseTo(16.0505, 3);
  });
});
