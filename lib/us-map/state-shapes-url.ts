import type { CountyShapeJson, StateShapesJson } from './state-shapes-schema';

// The browser's side of the state-shapes endpoint: its URL and a check of its answer that needs no
// validation library (the server's schema is state-shapes-schema.ts).

export function stateShapesUrl(stateId: number): string {
  return `/api/map/state-shapes/${stateId}`;
}

/** Path data as `pathData` writes it: absolute moves, relative lines, closes; nothing else. */
export const PATH_DATA = /^M[-\d. Mlz]*z$/;
const viewBox = /^-?\d+(?: -?\d+){3}$/;

function isCounty(value: unknown): value is CountyShapeJson {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return Number.isInteger(c.id) && typeof c.name === 'string' && typeof c.d === 'string' && PATH_DATA.test(c.d) && typeof c.href === 'string' && c.href.startsWith('/');
}

/** The state's map, or null when the answer is not the endpoint's shape (a proxy's error page, say). */
export function readStateShapes(body: unknown): StateShapesJson | null {
  if (typeof body !== 'object' || body === null) return null;
  const { state, viewBox: box, counties } = body as Record<string, unknown>;
  if (typeof state !== 'object' || state === null) return null;
  const { id, name } = state as Record<string, unknown>;
  if (!Number.isInteger(id) || typeof id !== 'number' || typeof name !== 'string') return null;
  if (typeof box !== 'string' || !viewBox.test(box) || !Array.isArray(counties) || !counties.every(isCounty)) return null;
  return { state: { id, name }, viewBox: box, counties };
}
