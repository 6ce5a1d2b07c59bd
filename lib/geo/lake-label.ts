import { lakesData } from './lakes-data';

/**
 * A lake's name and state by its id ("Lake Travis, TX"), as the lakes table holds it: its ids follow
 * lakes-data order (water-places.ts). Null for an id no lake has.
 */
export function lakeLabel(id: number): string | null {
  const lake = Number.isInteger(id) && id > 0 ? lakesData[id - 1] : undefined;
  return lake ? `${lake[0]}, ${lake[1]}` : null;
}
