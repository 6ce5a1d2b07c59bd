import { beforeAll, describe, expect, it } from 'vitest';
import { loadCounties } from '@/lib/geo/counties';
import { stateByAbbreviation, states } from '@/lib/geo/states';
import { stateMapShapes, usMapShapes, type StateMapShapes, type UsMapShapes } from '@/lib/us-map/server';
import { insideViewBox, isPathData, parseViewBox, pathPoints } from './path-data';

const bytes = (paths: readonly string[]) => paths.reduce((size, d) => size + Buffer.byteLength(d), 0);
const idOf = (abbreviation: string) => stateByAbbreviation(abbreviation)?.id ?? NaN;

function boundsOf(d: string) {
  const points = pathPoints(d);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

describe('the US map', () => {
  let map: UsMapShapes;
  beforeAll(async () => {
    map = await usMapShapes();
  });

  it('draws each of our 52 states (50, DC and Puerto Rico) once, by its lib/geo id', () => {
    expect(map.states).toHaveLength(52);
    expect(map.states.map((s) => s.id).sort((a, b) => a - b)).toEqual(states.map((s) => s.id).sort((a, b) => a - b));
  });

  it('keeps all of its path data under 20 KB', () => {
    expect(bytes(map.states.map((s) => s.d))).toBeLessThanOrEqual(20_000);
  });

  it('writes every path as absolute moves and relative lines with at most one decimal, inside the viewBox', () => {
    const malformed = map.states.filter((s) => !isPathData(s.d, 1)).map((s) => s.id);
    expect(malformed).toEqual([]);
    expect(insideViewBox(map.viewBox, map.states.map((s) => s.d))).toBe(true);
  });

  it('fits the Albers box the atlas was projected into, Puerto Rico included', () => {
    const box = parseViewBox(map.viewBox);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(975);
    expect(box.y + box.height).toBeLessThanOrEqual(610);
  });

  it('places Puerto Rico bottom right, clear of Florida and of every other state', () => {
    const shapes = new Map(map.states.map((s) => [s.id, boundsOf(s.d)]));
    const puertoRico = shapes.get(idOf('PR'));
    const florida = shapes.get(idOf('FL'));
    expect(puertoRico && florida && puertoRico.minX > florida.maxX).toBe(true);
    expect(puertoRico && puertoRico.minY > 500).toBe(true);
    const overlapping = [...shapes].filter(([id, b]) => id !== idOf('PR') && puertoRico
      && b.minX < puertoRico.maxX && b.maxX > puertoRico.minX && b.minY < puertoRico.maxY && b.maxY > puertoRico.minY);
    expect(overlapping).toEqual([]);
  });

  it('labels the large states inside their shape and leaves the small ones unlabelled', () => {
    const texas = map.states.find((s) => s.id === idOf('TX'));
    const box = texas && boundsOf(texas.d);
    expect(texas?.labelFits).toBe(true);
    expect(texas && box && texas.labelX > box.minX && texas.labelX < box.maxX && texas.labelY > box.minY && texas.labelY < box.maxY).toBe(true);
    for (const small of ['RI', 'DE', 'DC', 'CT']) expect(map.states.find((s) => s.id === idOf(small))?.labelFits).toBe(false);
  });

  it('is built once per process', async () => {
    expect(await usMapShapes()).toBe(map);
  });
});

describe('the state maps', () => {
  const maps = new Map<number, StateMapShapes | null>();
  const countiesByState = new Map<number, number[]>();
  beforeAll(async () => {
    for (const county of await loadCounties()) countiesByState.set(county.stateId, [...(countiesByState.get(county.stateId) ?? []), county.id]);
    for (const state of states) maps.set(state.id, await stateMapShapes(state.id));
  });

  it('has one map for each of the 52 states', () => {
    expect(maps.size).toBe(52);
    expect([...maps].filter(([, map]) => map === null).map(([id]) => id)).toEqual([]);
  });

  it.each(states.map((s) => [s.name, s.id] as const))('draws every county of %s that lib/geo knows, under 17 KB', (_name, id) => {
    const map = maps.get(id);
    const expected = countiesByState.get(id) ?? [];
    expect(expected.length).toBeGreaterThan(0);
    expect(map?.counties.map((c) => c.id)).toEqual(expected);
    expect(bytes(map?.counties.map((c) => c.d) ?? [])).toBeLessThanOrEqual(17_000);
    expect(map?.counties.filter((c) => !isPathData(c.d, 0)).map((c) => c.id)).toEqual([]);
    expect(map && insideViewBox(map.viewBox, map.counties.map((c) => c.d))).toBe(true);
  });

  it('draws Texas with its 254 counties, Puerto Rico with its 78 municipios', () => {
    expect(maps.get(idOf('TX'))?.counties).toHaveLength(254);
    expect(maps.get(idOf('PR'))?.counties).toHaveLength(78);
  });

  it('scales each state to a 1000-unit side, keeping its proportions', () => {
    const long = (abbreviation: string) => {
      const box = parseViewBox(maps.get(idOf(abbreviation))?.viewBox ?? '');
      return { width: box.width, height: box.height };
    };
    // Tennessee is long and narrow, California tall, Puerto Rico wide.
    expect(long('TN').width).toBeGreaterThan(2.5 * long('TN').height);
    expect(long('CA').height).toBeGreaterThan(1.5 * long('CA').width);
    expect(long('PR').width).toBeGreaterThan(3 * long('PR').height);
    for (const map of maps.values()) {
      const box = parseViewBox(map?.viewBox ?? '');
      expect(Math.max(box.width, box.height)).toBeGreaterThan(900);
      expect(Math.max(box.width, box.height)).toBeLessThanOrEqual(1020);
    }
  });

  it.each([0, 3, 57, 60, 66, 78, 99])('has no map for %i, which is not one of our states', async (id) => {
    expect(await stateMapShapes(id)).toBeNull();
  });
});
