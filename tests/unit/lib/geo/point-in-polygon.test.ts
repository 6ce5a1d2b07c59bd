import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bboxOf, centroidOf, shapeContains, type Ring } from '@/lib/geo/point-in-polygon';

const square = (x: number, y: number, size: number): Ring => [[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]];

describe('planar point in polygon', () => {
  it('finds points inside and outside a simple ring', () => {
    expect(shapeContains([square(0, 0, 10)], 5, 5)).toBe(true);
    expect(shapeContains([square(0, 0, 10)], 15, 5)).toBe(false);
    expect(shapeContains([square(0, 0, 10)], -0.1, 5)).toBe(false);
  });

  it('leaves out a hole (a lake inside a county)', () => {
    const shape = [square(0, 0, 10), square(4, 4, 2)];
    expect(shapeContains(shape, 5, 5)).toBe(false);
    expect(shapeContains(shape, 2, 2)).toBe(true);
  });

  it('handles a MultiPolygon: an island county is inside either part', () => {
    const shape = [square(0, 0, 1), square(5, 5, 1)];
    expect(shapeContains(shape, 0.5, 0.5)).toBe(true);
    expect(shapeContains(shape, 5.5, 5.5)).toBe(true);
    expect(shapeContains(shape, 3, 3)).toBe(false);
  });

  it('agrees with the bounding box test for any point and rectangle', () => {
    fc.assert(fc.property(
      fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }),
      fc.double({ min: -60, max: 60, noNaN: true }), fc.double({ min: -60, max: 60, noNaN: true }),
      (x0, y0, px, py) => {
        const ring = square(x0, y0, 10);
        const strictlyInside = px > x0 && px < x0 + 10 && py > y0 && py < y0 + 10;
        const strictlyOutside = px < x0 || px > x0 + 10 || py < y0 || py > y0 + 10;
        if (strictlyInside) expect(shapeContains([ring], px, py)).toBe(true);
        if (strictlyOutside) expect(shapeContains([ring], px, py)).toBe(false);
      },
    ));
  });

  it('measures the bounding box and centroid of the largest ring', () => {
    const shape = [square(0, 0, 10), square(20, 20, 1)];
    expect(bboxOf(shape)).toEqual({ minX: 0, minY: 0, maxX: 21, maxY: 21 });
    expect(centroidOf(shape)).toEqual([5, 5]);
  });
});
