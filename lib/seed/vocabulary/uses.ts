// What a buyer might do with the land, for the "ideal for" sentence.
export const uses = [
  'a weekend retreat', 'a family homestead', 'a cattle operation', 'hay production', 'a hunting camp', 'a 1031 exchange',
  'a full-time residence', 'camping and ATV riding', 'a conservation easement', 'off-grid living', 'a horse farm',
  'a small subdivision', 'an investment', 'goats and sheep', 'a vineyard', 'an orchard', 'a wedding venue',
  'a retirement getaway', 'a tiny home', 'timber investment', 'an RV park', 'a market garden', 'glamping',
  'a corporate retreat', 'a bird dog training ground', 'a solar lease', 'a cow-calf operation', 'row crops',
  'a family compound', 'a legacy property', 'a duck club', 'trail riding', 'a fishing camp', 'an equestrian estate',
  'stargazing', 'a mountain cabin', 'a private nature preserve', 'a homesite with acreage', 'beekeeping',
] as const;
