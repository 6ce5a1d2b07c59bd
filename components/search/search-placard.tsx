'use client';

import type { PlacardCard } from './placard-card';
import { PlacardMarkup } from './placard-markup';
import { SearchLink } from './search-link';

/** A search result's placard: its title a client link, so the map stays and Back returns to the results (docs/search.md). */
export function SearchPlacard({ card }: { card: PlacardCard }) {
  return <PlacardMarkup card={card} TitleLink={SearchLink} />;
}
