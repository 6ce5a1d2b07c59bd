import { describe, expect, it } from 'vitest';
import { roundGeometry } from '@/lib/map/boundaries';

const square = (x: number, y: number, size: number) => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

describe('boundary geometry rounding', () => {
  it('rounds coordinates and drops points that rounding made repeats', () => {
    const ring = [[-98.12341, 30.5], [-98.12339, 30.5], [-98, 30.5], [-98, 31], [-98.12341, 30.5]];
    expect(roundGeometry({ type: 'Polygon', coordinates: [ring] }, 3)).toEqual({
      type: 'Polygon',
      coordinates: [[[-98.123, 30.5], [-98, 30.5], [-98, 31], [-98.123, 30.5]]],
    });
  });

  it('drops islands and holes that collapse, and a feature left with one polygon becomes a Polygon', () => {
    const big = [square(-100, 30, 1), square(-99.8, 30.2, 0.0001)];
    const islet = [square(-90, 25, 0.0002)];
    expect(roundGeometry({ type: 'MultiPolygon', coordinates: [big, islet] }, 3)).toEqual({ type: 'Polygon', coordinates: [square(-100, 30, 1)] });
  });

  it('gives null when nothing is left', () => {
    expect(roundGeometry({ type: 'Polygon', coordinates: [square(-90, 25, 0.0001)] }, 3)).toBeNull();
  });
});
