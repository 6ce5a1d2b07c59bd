import { propertyTypeBySlug, listingSortSlug } from '@/lib/domain';
import type { Area, CustomSegment } from './route';
import { customSegments } from './route-values';
import { isSlug, pageSegment, parsePage } from './path-segments';

// The part of a search path after its location prefix, shared by all dialects (SPEC §2.5):
//   [area] [property type] [custom...] [lat{lat}/long{long}] [sort-*] [page-n]

export interface SearchTail {
  area?: Area;
  propertyType?: string;
  custom: CustomSegment[];
  nearMe?: { lat: number; long: number };
  sort?: string;
  page: number;
}

export interface TailStyle {
  /** Classic dialect writes types as "hunting-property-for-sale". */
  typeSuffix: '' | '-for-sale';
  /** Classic dialect writes a zip as "78643-land-for-sale" (SPEC §2.4 near me). */
  zipSuffix: '' | '-land-for-sale';
  /** Sort slugs this kind of page accepts. */
  sorts: ReadonlySet<string>;
}

export const listingSorts: ReadonlySet<string> = new Set(
  Object.values(listingSortSlug).filter((s): s is string => s !== null),
);

const COUNTY_SUFFIX = /-(county|parish|borough|census-area|municipio|municipality|city-and-borough)$/;

/** One decimal, as SPEC §2.5 asks for near-me coordinates; -0 becomes 0. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 10) / 10 || 0;
}

function parseCoordinate(text: string, prefix: 'lat' | 'long', limit: number): number | null {
  const match = new RegExp(`^${prefix}(-?\\d{1,3}(?:\\.\\d{1,8})?)$`).exec(text);
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  return Math.abs(value) <= limit ? roundCoordinate(value) : null;
}

export function parseArea(segment: string, style: TailStyle): Area | null {
  const zip = style.zipSuffix ? segment.replace(/-land-for-sale$/, '') : segment;
  if (/^\d{5}$/.test(zip) && (style.zipSuffix === '' || zip !== segment)) return { type: 'zip', slug: zip };
  // Reserved segment shapes are never place names, so "page-x" is an error, not a city.
  if (!isSlug(segment) || /^\d+$/.test(segment) || /^(page|sort)-/.test(segment) || /^(lat|long)-?\d/.test(segment)) return null;
  if (segment.endsWith('-region') && segment.length > 7) return { type: 'region', slug: segment.slice(0, -7) };
  if (COUNTY_SUFFIX.test(segment)) return { type: 'county', slug: segment };
  return { type: 'city', slug: segment };
}

export function buildArea(area: Area, style: TailStyle): string {
  if (area.type === 'region') return `${area.slug}-region`;
  if (area.type === 'zip') return `${area.slug}${style.zipSuffix}`;
  return area.slug;
}

function parseType(segment: string, style: TailStyle): string | null {
  if (style.typeSuffix && !segment.endsWith(style.typeSuffix)) return null;
  const slug = style.typeSuffix ? segment.slice(0, -style.typeSuffix.length) : segment;
  return propertyTypeBySlug(slug) ? slug : null;
}

function isTailToken(segment: string, style: TailStyle): boolean {
  return (
    parseType(segment, style) !== null ||
    (customSegments as readonly string[]).includes(segment) ||
    /^(lat|long)-?\d/.test(segment) ||
    segment.startsWith('sort-') ||
    parsePage(segment) !== null
  );
}

/** Parses the tail; null when a segment is out of place or unknown. `allowArea` needs a state before it. */
export function parseSearchTail(segments: readonly string[], style: TailStyle, allowArea: boolean): SearchTail | null {
  const tail: SearchTail = { custom: [], page: 0 };
  let i = 0;
  const at = () => segments[i] ?? '';
  if (allowArea && i < segments.length && !isTailToken(at(), style)) {
    const area = parseArea(at(), style);
    if (!area) return null;
    tail.area = area;
    i++;
  }
  const type = i < segments.length ? parseType(at(), style) : null;
  if (type) {
    tail.propertyType = type;
    i++;
  }
  while (i < segments.length && (customSegments as readonly string[]).includes(at())) {
    const custom = at() as CustomSegment;
    if (!tail.custom.includes(custom)) tail.custom.push(custom);
    i++;
  }
  tail.custom.sort((a, b) => customSegments.indexOf(a) - customSegments.indexOf(b));
  if (i + 1 < segments.length && at().startsWith('lat')) {
    const lat = parseCoordinate(at(), 'lat', 90);
    const long = parseCoordinate(segments[i + 1] ?? '', 'long', 180);
    if (lat === null || long === null) return null;
    tail.nearMe = { lat, long };
    i += 2;
  }
  if (i < segments.length && at().startsWith('sort-')) {
    if (!style.sorts.has(at())) return null;
    tail.sort = at();
    i++;
  }
  if (i < segments.length) {
    const page = parsePage(at());
    if (page === null) return null;
    tail.page = page;
    i++;
  }
  return i === segments.length ? tail : null;
}

export function buildSearchTail(tail: SearchTail, style: TailStyle): string[] {
  const out: string[] = [];
  if (tail.area) out.push(buildArea(tail.area, style));
  if (tail.propertyType) out.push(`${tail.propertyType}${style.typeSuffix}`);
  out.push(...[...tail.custom].sort((a, b) => customSegments.indexOf(a) - customSegments.indexOf(b)));
  if (tail.nearMe) out.push(`lat${roundCoordinate(tail.nearMe.lat)}`, `long${roundCoordinate(tail.nearMe.long)}`);
  if (tail.sort) out.push(tail.sort);
  out.push(...pageSegment(tail.page));
  return out;
}
