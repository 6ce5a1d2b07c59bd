import { searchCriteriaSchema, type SearchCriteria } from './criteria';
import { nameListFields, numberFields, numberListFields, queryParameterNames, trueFields } from './criteria-encode';

// Reading the query string of a search URL (criteria-encode.ts writes it): each parameter on its own,
// checked by the criterion's schema.

export { encodeQuery, queryParameterNames } from './criteria-encode';

type Field = keyof SearchCriteria;

const shape = searchCriteriaSchema.shape;

const decimal = /^-?\d+(?:\.\d+)?$/;

/**
 * A number written as encodeQuery writes one (plain decimal); anything else ("", "0x10", "1e3",
 * "Infinity", " 5") is NaN, so the schema rejects it and the page redirects to the canonical URL.
 * Out-of-range values ("2147483648", a 400-digit string, which reads as Infinity) are the schema's to refuse.
 */
function decodeNumber(raw: string): number {
  if (!decimal.test(raw)) return Number.NaN;
  const value = Number(raw);
  // "-0" reads as 0, so it is written back as "0".
  return value === 0 ? 0 : value;
}

function decodeValue(name: string, raw: string): unknown {
  if ((numberFields as readonly string[]).includes(name)) return decodeNumber(raw);
  if ((numberListFields as readonly string[]).includes(name)) return raw.split(',').map(decodeNumber);
  if ((nameListFields as readonly string[]).includes(name)) return raw.split(',');
  if ((trueFields as readonly string[]).includes(name)) return raw === 'true' ? true : raw;
  if (name === 'hasHouse') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

function decodeBounds(raw: string): unknown {
  const [south, west, north, east] = raw.split(',').map(decodeNumber);
  return { south, west, north, east };
}

export interface DecodedQuery {
  /** Criteria fields read from the query; each one valid on its own. */
  values: Partial<Record<Field, unknown>>;
  /** Parameters that were unknown, repeated or invalid, and were left out. */
  rejected: string[];
}

/** Reads every known parameter on its own, so one bad value drops only itself. */
export function decodeQuery(params: URLSearchParams): DecodedQuery {
  const values: Partial<Record<Field, unknown>> = {};
  const rejected: string[] = [];
  const seen = new Set<string>();
  for (const [name, raw] of params) {
    if (seen.has(name)) {
      rejected.push(name);
      continue;
    }
    seen.add(name);
    if (name === 'bounds') {
      const parsed = shape.mapBounds.safeParse(decodeBounds(raw));
      if (parsed.success) values.mapBounds = parsed.data;
      else rejected.push(name);
      continue;
    }
    if (!queryParameterNames.includes(name)) {
      rejected.push(name);
      continue;
    }
    const field = name as Field;
    const parsed = shape[field].safeParse(decodeValue(name, raw));
    if (parsed.success) values[field] = parsed.data;
    else rejected.push(name);
  }
  return { values, rejected };
}

