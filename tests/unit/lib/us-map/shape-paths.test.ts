import { presimplify } from 'topojson-simplify';
import { describe, expect, it } from 'vitest';
import type { AtlasTopology } from '@/lib/us-map/atlas';
import { pathData, ringArea, ringCentroid, shapeRings, type PathDetail } from '@/lib/us-map/shape-paths';

const detail: PathDetail = {
  placement: { scaleX: 1, scaleY: 1, translateX: 0, translateY: 0 },
  minArea: 1,
  minRingArea: 4,
  decimals: 1,
  markerSide: 2,
};

// Unquantized arcs: a 10x10 square with a wobble of tiny steps along its top, a 1x1 islet, a closed
// 2x2 ring, and a "shape" that is a single point.
const wobble = Array.from({ length: 9 }, (_, i) => [i + 1, i % 2 === 0 ? 0.05 : 0]);
const topology = presimplify({
  type: 'Topology',
  objects: {
    shapes: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'MultiPolygon', id: '1', properties: { name: 'Square' }, arcs: [[[0]], [[1]]] },
        { type: 'Polygon', id: '2', properties: { name: 'Ring' }, arcs: [[2]] },
        { type: 'Polygon', id: '3', properties: { name: 'Point' }, arcs: [[3]] },
      ],
    },
  },
  arcs: [
    [[0, 0], ...wobble, [10, 0], [10, 10], [0, 10], [0, 0]],
    [[20, 20], [21, 20], [21, 21], [20, 21], [20, 20]],
    [[30, 30], [30.5, 30.1], [31, 30], [32, 31], [31.9, 31.5], [32, 32], [30, 32], [30, 30]],
    [[40, 40], [40, 40], [40, 40], [40, 40]],
  ],
} satisfies AtlasTopology);
const geometry = (id: string) => {
  const found = topology.objects.shapes?.geometries.find((g) => g.id === id);
  if (!found) throw new Error(`no shape ${id}`);
  return found;
};

describe('map shape paths', () => {
  it('writes rings as an absolute move and relative lines, without the closing point', () => {
    expect(pathData([[[0, 0], [1.5, 0], [1.5, 2]], [[5, 5], [6, 5], [6, 6]]], 1)).toBe('M0 0l1.5 0 0 2zM5 5l1 0 0 1z');
  });

  it('drops leading zeros and the space before a minus sign', () => {
    expect(pathData([[[512.3, 240.7], [513.5, 240.2], [513.8, 242.2], [-0.4, -0.5]]], 1)).toBe('M512.3 240.7l1.2-.5 .3 2-514.2-242.7z');
  });

  it('steps between the rounded points, so the browser lands on each exactly', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point: each step is rounded to the ring's decimals.
    expect(pathData([[[0.1, 0.1], [0.3, 0.3], [0.6, 0.1], [0.1, 0.1 + 0.2]]], 1)).toBe('M.1 .1l.2 .2 .3-.2-.5 .2z');
    expect(pathData([[[10, 20], [13, 24], [9, 27]]], 0)).toBe('M10 20l3 4-4 3z');
  });

  it('measures a ring and finds its centre', () => {
    const square = [[0, 0], [4, 0], [4, 2], [0, 2]] as const;
    expect(ringArea(square)).toBe(8);
    expect(ringCentroid(square)).toEqual([2, 1]);
  });

  it('drops points that span less than the minimum area, and islets under the minimum ring area', () => {
    const [square, ...rest] = shapeRings(topology, geometry('1'), detail);
    expect(rest).toEqual([]);
    expect(square).toEqual([[0, 0], [10, 0], [10, 10], [0, 10]]);
  });

  it('keeps an islet when both minimums allow it', () => {
    const rings = shapeRings(topology, geometry('1'), { ...detail, minArea: 0.1, minRingArea: 0.5 });
    expect(rings).toHaveLength(2);
    expect(rings[1]).toEqual([[20, 20], [21, 20], [21, 21], [20, 21]]);
  });

  it('keeps every point of a shape that simplification would erase', () => {
    expect(shapeRings(topology, geometry('2'), { ...detail, minArea: 100 })).toEqual([
      [[30, 30], [30.5, 30.1], [31, 30], [32, 31], [31.9, 31.5], [32, 32], [30, 32]],
    ]);
  });

  it('draws a square for a shape the atlas reduces to a point', () => {
    expect(shapeRings(topology, geometry('3'), detail)).toEqual([[[39, 39], [41, 39], [41, 41], [39, 41]]]);
  });

  it('places and rounds points, and converts the threshold by the placement scale', () => {
    const placed = shapeRings(topology, geometry('1'), { ...detail, placement: { scaleX: 0.333, scaleY: -2, translateX: 1, translateY: 50 } });
    expect(placed[0]).toEqual([[1, 50], [4.3, 50], [4.3, 30], [1, 30]]);
  });
});
