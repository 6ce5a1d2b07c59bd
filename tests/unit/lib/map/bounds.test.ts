import { describe, expect, it } from 'vitest';
import { US_BOUNDS, boundsKey, normalizeBounds, roundZoom, toLngLatBounds } from '@/lib/map';
import { boundsSchema } from '@/lib/search/criteria';

describe('map bounds for a search', () => {
  it('round to 4 decimals', () => {
    expect(normalizeBounds({ north: 31.123456, south: 30.000049, east: -98.987651, west: -99.55556 })).toEqual({
      north: 31.1235,
      south: 30,
      east: -98.9877,
      west: -99.5556,
    });
  });

  it('are what the search criteria accept', () => {
    const b = normalizeBounds({ north: 88.5, south: -91, east: 250, west: -250 });
    expect(b).toEqual({ north: 88.5, south: -90, east: 180, west: -180 });
    expect(boundsSchema.safeParse(b).success).toBe(true);
    expect(boundsSchema.safeParse(normalizeBounds(US_BOUNDS)).success).toBe(true);
  });

  it('wrap longitudes of a world copy back into -180..180', () => {
    expect(normalizeBounds({ north: 40, south: 30, east: 260.5, west: 250.25 })).toEqual({ north: 40, south: 30, east: -99.5, west: -109.75 });
  });

  it('give west > east for a view across the antimeridian, as the search expects', () => {
    const b = normalizeBounds({ north: 55, south: 50, east: 190, west: 170 });
    expect(b).toEqual({ north: 55, south: 50, east: -170, west: 170 });
    expect(toLngLatBounds(b)).toEqual([
      [170, 50],
      [190, 55],
    ]);
  });

  it('keep an eastern edge of exactly 180', () => {
    expect(normalizeBounds({ north: 10, south: 0, east: 180, west: 170 })).toEqual({ north: 10, south: 0, east: 180, west: 170 });
  });

  it('never print -0', () => {
    expect(boundsKey(normalizeBounds({ north: 1, south: -0.00001, east: 1, west: -0.00001 }))).toBe('0,0,1,1');
  });

  it('become MapLibre [[west, south], [east, north]]', () => {
    expect(toLngLatBounds(US_BOUNDS)).toEqual([
      [-124.8, 24.4],
      [-66.9, 49.4],
    ]);
  });

  it('carry the zoom with 2 decimals', () => {
    expect(roundZoom(7.123456)).toBe(7.12);
  });
});

describe('the bounds round a cluster’s listings', () => {
  it('span every point and are null for none', async () => {
    const { pointsBounds } = await import('@/lib/map');
    expect(pointsBounds([[-98.9, 30.4], [-98.1, 30.9], [-98.5, 30.2]])).toEqual({ north: 30.9, south: 30.2, east: -98.1, west: -98.9 });
    expect(pointsBounds([[-98.5, 30.5]])).toEqual({ north: 30.5, south: 30.5, east: -98.5, west: -98.5 });
    expect(pointsBounds([])).toBeNull();
  });
});
