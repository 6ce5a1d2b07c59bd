// The fixed segment vocabularies of routes, apart from their zod schemas (route.ts), so the dialects
// (which the browser runs to build search URLs) carry no validation library.

export const customSegments = ['auctions', 'mineral-rights', 'owner-financing', 'cheap-land', 'off-grid', 'log-cabins', 'vineyards'] as const;
export const memberTypeSegments = ['brokers', 'agents', 'auctioneer', 'owner', 'retailer'] as const;
export const accountSections = ['settings', 'details', 'saved-searches', 'saved-properties'] as const;
/** The seller's own pages inside the lands connector (docs/seller-workspace.md); no section is the overview. */
export const landsConnectorSections = ['leads', 'numbers', 'profile', 'plan'] as const;
export type LandsConnectorSection = (typeof landsConnectorSections)[number];
/** The brand's own pages of text besides the terms (SPEC §2.1 "not shown" paths: ours, docs/content-pages.md). */
export const contentPages = ['contact-us', 'privacy-notice', 'cookie-policy', 'privacy-rights', 'advertise', 'seller-resources'] as const;
export type ContentPage = (typeof contentPages)[number];
/** The explore pages (SPEC §2.1 explore sub-pages; docs/home-page.md): no section is the main one. */
export const exploreSections = ['listings', 'auctions', 'deals'] as const;
export type ExploreSection = (typeof exploreSections)[number];
