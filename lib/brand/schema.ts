import { z } from 'zod';
import { PropertyType, type PropertyTypeKey } from '../domain/property-type';
import { usStates } from '../geo/us-states';
import { contrastRatio, minimumTextContrast, textPairs } from './contrast';

// DESIGN §1: everything that differs per brand is data validated by this one schema.

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');
const assetFile = z.string().regex(/^[a-z0-9][a-z0-9._-]*\.(svg|png|ico|webp)$/, 'must be a file name in the brand folder');

/** Internal pages a brand file may link to; the brand's URL dialect turns them into paths. */
export const namedRoutes = [
  'home', 'search-all', 'auctions', 'directory', 'add-listing', 'financing', 'login', 'sitemap',
  'terms-of-use', 'advertising-terms', 'photo-terms', 'account-settings', 'saved-searches',
  'saved-properties', 'lands-connector', 'landfeed-docs', 'contact-us', 'privacy-notice', 'cookie-policy',
  'privacy-rights', 'advertise', 'seller-resources',
] as const;
export const namedRouteSchema = z.enum(namedRoutes);
export type NamedRoute = z.infer<typeof namedRouteSchema>;

export const brandLinkSchema = z.union([
  z.strictObject({ label: z.string().min(1), route: namedRouteSchema }),
  z.strictObject({ label: z.string().min(1), url: z.url({ protocol: /^https?$/ }) }),
]);
export type BrandLink = z.infer<typeof brandLinkSchema>;

export const headerActionSchema = z.enum([
  'search-land', 'search-by-state', 'find-agent', 'advertise', 'finance', 'sign-up', 'log-in', 'add-listing',
]);
export const headerMenuSchema = z.enum(['property-types', 'auctions', 'other-searches', 'search-by-state', 'my-account']);

const footerColumnSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('property-types'), title: z.string().min(1), collapsedCount: z.int().positive() }),
  z.strictObject({ kind: z.literal('states'), title: z.string().min(1), collapsedCount: z.int().positive() }),
  z.strictObject({ kind: z.literal('links'), title: z.string().min(1), links: z.array(brandLinkSchema).min(1) }),
]);
export type FooterColumn = z.infer<typeof footerColumnSchema>;

const socialLinkSchema = z.strictObject({
  network: z.enum(['facebook', 'instagram', 'youtube', 'x', 'linkedin', 'pinterest', 'tiktok']),
  url: z.url({ protocol: /^https$/ }),
});

const themeSchema = z.strictObject({
  colors: z.strictObject({
    accent: hexColor,
    accentText: hexColor,
    primary: hexColor,
    primaryText: hexColor,
    surface: hexColor,
    text: hexColor,
    muted: hexColor,
    border: hexColor,
  }).superRefine((colors, ctx) => {
    const pairs: ReadonlyArray<readonly [keyof typeof colors, keyof typeof colors | 'white']> = [
      ...textPairs,
      ['text', 'white'],
      ['muted', 'white'],
    ];
    for (const [text, background] of pairs) {
      const backgroundHex = background === 'white' ? '#ffffff' : colors[background];
      const ratio = contrastRatio(colors[text], backgroundHex);
      if (ratio < minimumTextContrast) {
        ctx.addIssue({
          code: 'custom',
          path: [text],
          message: `contrast ${ratio.toFixed(2)}:1 on ${background} is below ${minimumTextContrast}:1 (WCAG AA)`,
        });
      }
    }
  }),
  font: z.enum(['inter', 'source-serif', 'figtree']),
  logo: assetFile,
  icon: assetFile,
  themeColor: hexColor,
});

const analyticsSchema = z.strictObject({
  gtmId: z.string().regex(/^GTM-[A-Z0-9]+$/).optional(),
  clarityId: z.string().optional(),
});

const identity = {
  key: z.string().regex(/^[a-z][a-z0-9-]{1,20}$/, 'must be a short lowercase key'),
  siteId: z.int().positive(),
  name: z.string().min(1),
  shortName: z.string().min(1).max(12),
  analytics: analyticsSchema,
};

/**
 * SPEC §3 "Lead-consent setting": the financing-contact checkbox of the lead form, defaults as SPEC
 * gives them. SPEC's showOnLW / showOnLAF / showOnLOA are one `show` per brand file (docs/leads.md).
 */
const propertyTypeKey = z.enum(Object.keys(PropertyType) as [PropertyTypeKey, ...PropertyTypeKey[]]);

/**
 * Marketing copy: plain words, shown as written. Braces and angle brackets are refused, since the
 * pages format some of it as messages (lib/brand/brand-copy.ts), where they would mean placeholders and tags.
 */
const plainCopy = (max: number) => z.string().trim().min(1).max(max).regex(/^[^{}<>]*$/, 'must not contain { } < or >');

/** A text about a place: `{place}` ("Texas", "Llano County, TX") and no other braces. */
const placeCopy = z
  .string()
  .trim()
  .max(300)
  .regex(/^(?:[^{}<>]|\{place\})*$/, 'may hold {place} and no other braces or angle brackets')
  .includes('{place}', { message: 'must contain {place}' });

/**
 * What the brand says about itself (docs/brands.md). Each field replaces shared English of
 * messages/en.json on this brand's pages; a field left out keeps the shared text.
 */
const copySchema = z.strictObject({
  /** The home page's h1 over the hero picture. */
  heroHeading: plainCopy(80).optional(),
  /** The line under it. */
  heroSubheading: plainCopy(200).optional(),
  /** What the brand sells, in search headings that name no single property type: "Texas {searchNoun} for Sale". */
  searchNoun: plainCopy(60).optional(),
  /** The meta description of a place's search and landing pages. */
  placeDescription: placeCopy.optional(),
});
export type BrandCopy = z.infer<typeof copySchema>;

const stateAbbreviations = usStates.map((s) => s.abbreviation) as [string, ...string[]];
const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

/** One link of each state card: "Pasture in Texas" is a property type plus, optionally, the words the search looks for. */
const stateBrowseLinkSchema = z.strictObject({
  label: plainCopy(40),
  propertyType: propertyTypeKey,
  /** The search's keyword filter, for what no property type names ("pasture or grazing or hay"). */
  keywords: z.string().trim().regex(/^[a-z][a-z -]{1,59}$/, 'must be 2-60 lowercase letters, spaces or hyphens').optional(),
});

/** The home page's state cards: for each state, links to its searches of the brand's kinds of property. */
const stateBrowseSchema = z.strictObject({
  heading: plainCopy(80),
  intro: plainCopy(200).optional(),
  /** State abbreviations, in the order the cards show. */
  states: z.array(z.enum(stateAbbreviations)).min(1).max(12).refine(unique, 'must not repeat a state'),
  links: z.array(stateBrowseLinkSchema).min(1).max(6).refine((links) => unique(links.map((l) => l.label)), 'must not repeat a label'),
});
export type StateBrowseConfig = z.infer<typeof stateBrowseSchema>;

/** The home page's lakes: the ones with the most lakefront listings, each linked to its search. */
const lakeBrowseSchema = z.strictObject({
  heading: plainCopy(80),
  intro: plainCopy(200).optional(),
  /** How many lakes the section shows at most. */
  count: z.int().min(4).max(24).default(8),
});
export type LakeBrowseConfig = z.output<typeof lakeBrowseSchema>;

/** The home page's brand parts (docs/home-page.md): the hero photo, the property-type grid, the featured listings, the browse sections. */
const homeSchema = z.strictObject({
  /** A photo (or drawing) in the brand folder behind the hero search, and what it shows. */
  hero: z.strictObject({ image: assetFile, alt: z.string().min(1).max(200) }).optional(),
  /** The property-type grid, in this order. */
  propertyTypes: z.array(propertyTypeKey).min(4).max(12),
  /** Featured listings carry one of these types; empty features every type. */
  featuredTypes: z.array(propertyTypeKey),
  /** State cards with the brand's kinds of property; none without. */
  stateBrowse: stateBrowseSchema.optional(),
  /** Lakes with lakefront listings; none without. */
  lakeBrowse: lakeBrowseSchema.optional(),
});
export type BrandHome = z.infer<typeof homeSchema>;

export const leadConsentSchema = z.strictObject({
  /** The setting is in force at all (SPEC `active`). */
  active: z.boolean().default(true),
  /** This brand's form shows the checkbox (SPEC showOnLW on land, showOnLAF on farm, showOnLOA on rec). */
  show: z.boolean().default(true),
  /** Ticked when the form opens. */
  checkboxDefaultState: z.boolean().default(false),
  checkboxLabel: z.string().min(1).max(200).default('Contact me with financing info about this property.'),
  /** Who contacts the buyer about financing, as the broker's email names them. */
  name: z.string().min(1).max(80).default('A representative'),
});
export type LeadConsent = z.output<typeof leadConsentSchema>;

export const siteBrandSchema = z.strictObject({
  $schema: z.string().optional(),
  role: z.literal('site'),
  ...identity,
  tagline: z.string().min(1),
  description: z.string().min(1),
  copy: copySchema.prefault({}),
  hostnames: z.array(z.string().regex(/^[a-z0-9.-]+$/)).min(1),
  titlePattern: z.string().includes('%s', { message: 'must contain %s for the page title' }),
  homeTitle: z.string().min(1),
  searchPlaceholder: z.string().min(1),
  urlDialect: z.enum(['land', 'classic', 'clean']),
  trailingSlash: z.boolean(),
  theme: themeSchema,
  header: z.strictObject({ actions: z.array(headerActionSchema).min(1), menus: z.array(headerMenuSchema) }),
  footer: z.strictObject({ columns: z.array(footerColumnSchema).min(1), copyright: z.string().min(1) }),
  socialLinks: z.array(socialLinkSchema),
  financeCenter: z.strictObject({ showInHeader: z.boolean(), financeId: z.int().nonnegative() }),
  landingPages: z.boolean(),
  mapOnMobile: z.boolean(),
  /** SPEC §4: the 30-day saved-search popover also shows below the list-and-map breakpoint (main land site). */
  savedSearchPopoverOnPhones: z.boolean(),
  /** SPEC §6: the lands connector offers managing listings (main land site); elsewhere it offers to add one. */
  manageListings: z.boolean(),
  /**
   * SPEC §2.2: the brand whose site takes new listings. The farm and recreational sites send their
   * add-listing path there (with siteId and utm parameters); the main land site takes them itself.
   */
  addListingBrand: z.string().min(1).optional(),
  /** A MapLibre style (tiles, glyphs) for the search map; without one the map draws its offline boundary style. */
  mapStyleUrl: z.url({ protocol: /^https$/ }).optional(),
  adSlots: z.array(z.strictObject({ page: z.enum(['home', 'details', 'search']), slot: z.string().min(1) })),
  featureDefaults: z.record(z.string(), z.boolean()),
  legalLinks: z.array(brandLinkSchema),
  leadConsent: leadConsentSchema.prefault({}),
  /** The contact-broker form: whether the buyer must give a phone number (SPEC §5 leaves the field optional). */
  leadForm: z.strictObject({ phoneRequired: z.boolean().default(false) }).prefault({}),
  home: homeSchema,
});
export type SiteBrand = z.infer<typeof siteBrandSchema>;

/** SPEC §1: the valuation identity exists only for analytics and brand behaviour. */
export const analyticsBrandSchema = z.strictObject({
  $schema: z.string().optional(),
  role: z.literal('analytics-only'),
  ...identity,
});
export type AnalyticsBrand = z.infer<typeof analyticsBrandSchema>;

export const brandSchema = z.discriminatedUnion('role', [siteBrandSchema, analyticsBrandSchema]);
export type Brand = z.infer<typeof brandSchema>;
