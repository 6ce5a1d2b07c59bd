import { z } from 'zod';

// What a 404 knows about the URL that was asked for (docs/not-found.md): the few facts it can help
// with, never the URL itself. The proxy writes them into the 404 page's internal path as segments, so
// the page is cached per hint (not per URL) and reads nothing a visitor typed but these checked values.

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(120);
/** An id as a path writes it: plain digits, no leading zero, a safe integer. */
const id = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number).pipe(z.number().int().max(Number.MAX_SAFE_INTEGER));

export const notFoundHintSchema = z.discriminatedUnion('kind', [
  /** A state slug no state has ("texsa"). */
  z.strictObject({ kind: z.literal('state'), state: slug }),
  /** A real state's county, city or region that does not exist ("llanoo-county" in texas). */
  z.strictObject({ kind: z.literal('place'), state: slug, type: z.enum(['county', 'city', 'region']), area: slug }),
  /** A listing id with no listing to show; `location` is the place its URL named, when it named one. */
  z.strictObject({ kind: z.literal('listing'), id, location: slug.optional() }),
]);
export type NotFoundHint = z.infer<typeof notFoundHintSchema>;

/** The hint as path segments: `state/texsa`, `place/texas/county/llanoo-county`, `listing/123[/llano-county-texas]`. */
export function hintSegments(hint: NotFoundHint): string[] {
  switch (hint.kind) {
    case 'state':
      return ['state', hint.state];
    case 'place':
      return ['place', hint.state, hint.type, hint.area];
    case 'listing':
      return ['listing', String(hint.id), ...(hint.location ? [hint.location] : [])];
  }
}

/** Segments back to a hint; null for anything `hintSegments` does not write. */
export function hintFromSegments(segments: readonly string[]): NotFoundHint | null {
  const [kind, a, b, c, ...more] = segments;
  if (more.length > 0) return null;
  const candidate =
    kind === 'state' && b === undefined ? { kind, state: a }
      : kind === 'place' ? { kind, state: a, type: b, area: c }
        : kind === 'listing' && c === undefined ? { kind, id: a, ...(b === undefined ? {} : { location: b }) }
          : null;
  const parsed = notFoundHintSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
