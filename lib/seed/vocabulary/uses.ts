// What a buyer might do with the land, for the "ideal for" sentence: [use, fewest acres it needs], so a
// 2-acre lot is never ideal for a cow-calf operation.
export const uses: ReadonlyArray<readonly [string, number]> = [
  ['a weekend retreat', 0], ['a family homestead', 5], ['a cattle operation', 40], ['hay production', 10], ['a hunting camp', 20],
  ['a 1031 exchange', 0], ['a full-time residence', 0], ['camping and ATV riding', 5], ['a conservation easement', 40],
  ['off-grid living', 2], ['a horse farm', 5], ['a small subdivision', 10], ['an investment', 0], ['goats and sheep', 2],
  ['a vineyard', 5], ['an orchard', 2], ['a wedding venue', 5], ['a retirement getaway', 0], ['a tiny home', 0],
  ['timber investment', 20], ['an RV park', 5], ['a market garden', 1], ['glamping', 5], ['a corporate retreat', 10],
  ['a bird dog training ground', 40], ['a solar lease', 40], ['a cow-calf operation', 80], ['row crops', 20],
  ['a family compound', 5], ['a legacy property', 40], ['a duck club', 40], ['trail riding', 20], ['a fishing camp', 5],
  ['an equestrian estate', 10], ['stargazing', 0], ['a mountain cabin', 0], ['a private nature preserve', 40],
  ['a homesite with acreage', 2], ['beekeeping', 0],
];

/** What commercial land is bought for. */
export const commercialUses = [
  'a retail center', 'self storage', 'an office building', 'a restaurant pad', 'light industrial use', 'a convenience store',
  'a medical office', 'a distribution warehouse', 'an RV park', 'a 1031 exchange', 'an investment', 'a contractor yard',
] as const;
