import fc from 'fast-check';
import type { Area } from '@/lib/routing';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import { regionsData } from '@/lib/geo/regions-data';
import { slugify } from '@/lib/geo/slug';
import { stateByAbbreviation, states } from '@/lib/geo/states';

// Real place slugs, so a share of the fuzzed paths reaches the place lookup and the search SQL
// instead of stopping at "no such place". Counties come from the region table (pure data, no
// TopoJSON to load); the kind guess is right for almost all of them, and a wrong one is a 404 too.

interface StatePlaces {
  state: string;
  counties: string[];
  regions: string[];
}

function countyKindIn(abbreviation: string, name: string): CountyKind {
  if (/ city$/.test(name)) return 'city';
  return abbreviation === 'LA' ? 'Parish' : abbreviation === 'AK' ? 'Borough' : 'County';
}

const statePlaces: readonly StatePlaces[] = Object.entries(regionsData).flatMap(([abbreviation, regions]) => {
  const state = stateByAbbreviation(abbreviation);
  if (!state) return [];
  const counties = [...new Set(Object.values(regions).flat())].map((name) => slugify(countyFullName(name, countyKindIn(abbreviation, name))));
  return [{ state: state.slug, counties, regions: Object.keys(regions).map(slugify) }];
});

const stateSlug = fc.constantFrom(...states.map((s) => s.slug));
export const landingSlug = fc.constantFrom(...states.map((s) => s.landingSlug));

const zipCode = fc.oneof(
  fc.constantFrom('78643', '78701', '59801', '00501', '99950', '00000', '99999'),
  fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0')),
);

/** A state with one of its own counties, regions or zips, or (rarely) a county of another state. */
export const statePlace: fc.Arbitrary<{ state: string; area: Area }> = fc.constantFrom(...statePlaces).chain((p) =>
  fc.record({
    state: fc.constant(p.state),
    area: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...p.counties).map((slug): Area => ({ type: 'county', slug })) },
      { weight: 2, arbitrary: fc.constantFrom(...p.regions).map((slug): Area => ({ type: 'region', slug })) },
      { weight: 1, arbitrary: zipCode.map((slug): Area => ({ type: 'zip', slug })) },
      { weight: 1, arbitrary: fc.constantFrom(...statePlaces).chain((o) => fc.constantFrom(...o.counties)).map((slug): Area => ({ type: 'county', slug })) },
    ),
  }),
);

/** Every real slug, for segments placed anywhere. */
export const placeSegment = fc.oneof(
  stateSlug,
  landingSlug,
  fc.constantFrom(...statePlaces).chain((p) => fc.constantFrom(...p.counties, ...p.regions.map((r) => `${r}-region`))),
  zipCode,
);