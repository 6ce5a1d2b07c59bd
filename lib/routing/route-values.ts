// The fixed segment vocabularies of routes, apart from their zod schemas (route.ts), so the dialects
// (which the browser runs to build search URLs) carry no validation library.

export const customSegments = ['auctions', 'mineral-rights', 'owner-financing', 'cheap-land', 'off-grid', 'log-cabins', 'vineyards'] as const;
export const memberTypeSegments = ['brokers', 'agents', 'auctioneer', 'owner', 'retailer'] as const;
export const accountSections = ['settings', 'details', 'saved-searches', 'saved-properties'] as const;
