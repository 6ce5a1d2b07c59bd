// SPEC §3 enumerations: property types are bit flags, so one listing can carry several. Labels are
// copy, per brand: messages `propertyTypes.<KEY>` (lib/i18n/labels.ts).
export const PropertyType = {
  FARM: 1,
  RANCH: 2,
  FARMS_AND_RANCHES: 3,
  RECREATIONAL: 4,
  RESIDENTIAL: 8,
  TIMBERLAND: 16,
  UNDEVELOPED: 32,
  COMMERCIAL: 64,
  HUNTING: 128,
  HORSE: 256,
  LAKEFRONT: 512,
  BEACHFRONT: 1024,
  RIVERFRONT: 2048,
  WATERFRONT: 3584,
  HOMESITES: 4096,
  HOUSE: 8192,
} as const;
export type PropertyTypeKey = keyof typeof PropertyType;
export type PropertyTypeId = (typeof PropertyType)[PropertyTypeKey];

export interface PropertyTypeInfo {
  key: PropertyTypeKey;
  id: PropertyTypeId;
  /** URL slug used by every dialect ("hunting-property"). */
  slug: string;
}

// Slugs follow the land-portal convention: "{type}-property" or a plural noun.
export const propertyTypes: readonly PropertyTypeInfo[] = [
  { key: 'FARM', id: 1, slug: 'farms' },
  { key: 'RANCH', id: 2, slug: 'ranches' },
  { key: 'FARMS_AND_RANCHES', id: 3, slug: 'farms-and-ranches' },
  { key: 'RECREATIONAL', id: 4, slug: 'recreational-property' },
  { key: 'RESIDENTIAL', id: 8, slug: 'residential-property' },
  { key: 'TIMBERLAND', id: 16, slug: 'timberland' },
  { key: 'UNDEVELOPED', id: 32, slug: 'undeveloped-land' },
  { key: 'COMMERCIAL', id: 64, slug: 'commercial-property' },
  { key: 'HUNTING', id: 128, slug: 'hunting-property' },
  { key: 'HORSE', id: 256, slug: 'horse-property' },
  { key: 'LAKEFRONT', id: 512, slug: 'lakefront-property' },
  { key: 'BEACHFRONT', id: 1024, slug: 'beachfront-property' },
  { key: 'RIVERFRONT', id: 2048, slug: 'riverfront-property' },
  { key: 'WATERFRONT', id: 3584, slug: 'waterfront-property' },
  { key: 'HOMESITES', id: 4096, slug: 'homesites' },
  { key: 'HOUSE', id: 8192, slug: 'homes' },
];

const bySlug = new Map(propertyTypes.map((t) => [t.slug, t]));
const byId = new Map(propertyTypes.map((t) => [t.id, t]));

export function propertyTypeBySlug(slug: string): PropertyTypeInfo | undefined {
  return bySlug.get(slug);
}

export function propertyTypeById(id: number): PropertyTypeInfo | undefined {
  return byId.get(id as PropertyTypeId);
}

/** Single-bit types, the ones a listing is tagged with (3 and 3584 are unions). */
export const atomicPropertyTypes = propertyTypes.filter((t) => (t.id & (t.id - 1)) === 0);
