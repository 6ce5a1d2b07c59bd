import { z } from 'zod';
import { PATH_DATA } from './state-shapes-url';

// The state-shapes endpoint's boundary: its path parameter and the JSON it answers (the browser checks
// answers without zod: state-shapes-url.ts; a test keeps the two in agreement).

/** One canonical spelling per state, "48" or "6": anything else ("048", "0x30", "4.8e1") is not a state. */
export const stateIdParamSchema = z.string().regex(/^[1-9]\d?$/).transform(Number);

export const countyShapeJsonSchema = z.strictObject({
  /** 5-digit FIPS. */
  id: z.int(),
  /** "Llano County". */
  name: z.string(),
  /** SVG path data of absolute moves and relative lines, in the viewBox's units. */
  d: z.string().regex(PATH_DATA),
  /** The county's search page in the brand's dialect. */
  href: z.string().startsWith('/'),
});

export const stateShapesJsonSchema = z.strictObject({
  state: z.strictObject({ id: z.int(), name: z.string() }),
  viewBox: z.string().regex(/^-?\d+(?: -?\d+){3}$/),
  counties: z.array(countyShapeJsonSchema),
});

export type CountyShapeJson = z.infer<typeof countyShapeJsonSchema>;
export type StateShapesJson = z.infer<typeof stateShapesJsonSchema>;
