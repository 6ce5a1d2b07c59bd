import { z } from 'zod';
import { accountSections, contentPages, customSegments, exploreSections, landsConnectorSections, memberTypeSegments } from './route-values';
export { contentPages, exploreSections, landsConnectorSections, type ContentPage, type ExploreSection, type LandsConnectorSection } from './route-values';

export { accountSections, customSegments, memberTypeSegments };

// Every page kind a URL can name (SPEC §2.2-2.5, DESIGN §2). Dialects turn these into paths and back.

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(120);
const id = z.int().positive().max(Number.MAX_SAFE_INTEGER);
const page = z.int().nonnegative().max(100_000);
const sortSlug = z.string().regex(/^sort-[a-z0-9-]+$/).max(40);
const stateAbbr = z.string().regex(/^[A-Z]{2}$/);

export const areaSchema = z.strictObject({
  type: z.enum(['county', 'city', 'region', 'zip']),
  slug,
});
export type Area = z.infer<typeof areaSchema>;

export const customSegmentSchema = z.enum(customSegments);
export type CustomSegment = z.infer<typeof customSegmentSchema>;

const coordinate = z.number().finite().min(-180).max(180);

export const searchRouteSchema = z.strictObject({
  kind: z.literal('search'),
  state: slug.optional(),
  area: areaSchema.optional(),
  propertyType: slug.optional(),
  custom: z.array(customSegmentSchema),
  nearMe: z.strictObject({ lat: coordinate, long: coordinate }).optional(),
  sort: sortSlug.optional(),
  page,
});
export type SearchRoute = z.infer<typeof searchRouteSchema>;


export const directoryRouteSchema = z.strictObject({
  kind: z.literal('directory'),
  state: slug.optional(),
  area: areaSchema.optional(),
  memberType: z.enum(memberTypeSegments).optional(),
  sort: sortSlug.optional(),
  page,
});
export type DirectoryRoute = z.infer<typeof directoryRouteSchema>;

export const landingRouteSchema = z.discriminatedUnion('level', [
  z.strictObject({ kind: z.literal('landing'), level: z.literal('state'), state: slug }),
  z.strictObject({ kind: z.literal('landing'), level: z.literal('region'), region: slug }),
  z.strictObject({
    kind: z.literal('landing'),
    level: z.literal('county'),
    county: slug,
    countyKind: z.enum(['County', 'Borough', 'Parish']),
    stateAbbreviation: stateAbbr,
  }),
]);

/** A long sitemap page's later pages (`page-1` is the second): absent on the first. */
const sitemapPage = z.int().min(1).max(99_999).optional();

export const sitemapRouteSchema = z.discriminatedUnion('scope', [
  z.strictObject({ kind: z.literal('sitemap'), scope: z.literal('root') }),
  z.strictObject({ kind: z.literal('sitemap'), scope: z.literal('location'), location: slug, page: sitemapPage }),
  z.strictObject({ kind: z.literal('sitemap'), scope: z.enum(['featured-listing', 'new-listing']), stateAbbreviation: stateAbbr, page: sitemapPage }),
]);



export const routeSchema = z.union([
  z.strictObject({ kind: z.literal('home') }),
  searchRouteSchema,
  landingRouteSchema,
  z.strictObject({ kind: z.literal('property'), id, location: slug }),
  z.strictObject({ kind: z.literal('listing-by-id'), id }),
  z.strictObject({ kind: z.literal('broker-profile'), id, name: slug }),
  z.strictObject({ kind: z.literal('broker-search'), name: slug }),
  z.strictObject({ kind: z.literal('broker-listings'), id, name: slug, sort: sortSlug.optional(), page }),
  directoryRouteSchema,
  z.strictObject({ kind: z.literal('add-listing') }),
  z.strictObject({ kind: z.literal('account'), section: z.enum(accountSections), site: slug.optional(), page }),
  /** The seller's own pages inside the lands connector (docs/seller-workspace.md); no section is the overview. */
  z.strictObject({ kind: z.literal('lands-connector'), section: z.enum(landsConnectorSections).optional() }),
  z.strictObject({ kind: z.literal('login') }),
  z.strictObject({ kind: z.literal('reset'), key: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/) }),
  z.strictObject({ kind: z.literal('financing') }),
  z.strictObject({ kind: z.literal('explore'), section: z.enum(exploreSections).optional() }),
  z.strictObject({ kind: z.literal('propertylink'), brokerId: id }),
  z.strictObject({ kind: z.literal('error') }),
  /** The demo and test outbox of mail (DESIGN §3 email); its page answers 404 in production. */
  z.strictObject({ kind: z.literal('dev-outbox') }),
  z.strictObject({ kind: z.literal('flyer'), propertyId: id }),
  z.strictObject({ kind: z.literal('landfeed'), page: z.enum(['docs', 'states']) }),
  z.strictObject({ kind: z.literal('farmcredit'), page: z.enum(['leads', 'listings']) }),
  sitemapRouteSchema,
  z.strictObject({ kind: z.literal('terms'), page: z.enum(['use', 'advertising', 'photos']) }),
  z.strictObject({ kind: z.literal('content'), page: z.enum(contentPages) }),
]);
export type Route = z.infer<typeof routeSchema>;
export type RouteKind = Route['kind'];
export type RouteOf<K extends RouteKind> = Extract<Route, { kind: K }>;
export type LandingRoute = RouteOf<'landing'>;
export type SitemapRoute = RouteOf<'sitemap'>;
