import { doublePrecision, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

// Real US geography (DESIGN §4): Census FIPS ids for states and counties.

export const states = pgTable('states', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const counties = pgTable(
  'counties',
  {
    /** 5-digit FIPS: state id * 1000 + county code. */
    id: integer('id').primaryKey(),
    stateId: smallint('state_id').notNull().references(() => states.id),
    name: text('name').notNull(),
    /** County, Parish, Borough, Census Area, Municipio, city... */
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    uniqueIndex('counties_state_slug').on(t.stateId, t.slug),
    // Location autocomplete: slug prefix lookups (`slug like 'llano%'`) under any collation.
    index('counties_slug_prefix').on(t.slug.op('text_pattern_ops')),
  ],
);

export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    stateId: smallint('state_id').notNull().references(() => states.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('regions_state_slug').on(t.stateId, t.slug)],
);

export const regionCounties = pgTable(
  'region_counties',
  {
    regionId: integer('region_id').notNull().references(() => regions.id),
    countyId: integer('county_id').notNull().references(() => counties.id),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.countyId] }), index('region_counties_county').on(t.countyId)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    stateId: smallint('state_id').notNull().references(() => states.id),
    countyId: integer('county_id').references(() => counties.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    uniqueIndex('cities_state_slug').on(t.stateId, t.slug),
    index('cities_county').on(t.countyId),
    index('cities_slug_prefix').on(t.slug.op('text_pattern_ops')),
  ],
);

export const zips = pgTable(
  'zips',
  {
    zip: text('zip').primaryKey(),
    cityId: integer('city_id').references(() => cities.id),
    countyId: integer('county_id').references(() => counties.id),
    stateId: smallint('state_id').notNull().references(() => states.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  // zips_city: a city's zip count is its size when autocomplete ranks places.
  (t) => [index('zips_county').on(t.countyId), index('zips_city').on(t.cityId)],
);

export const lakes = pgTable('lakes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  stateId: smallint('state_id').notNull().references(() => states.id),
  countyId: integer('county_id').references(() => counties.id),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});
