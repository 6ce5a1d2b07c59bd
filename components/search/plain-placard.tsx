'use client';

import type { PlacardCard } from './placard-card';
import { PlacardMarkup } from './placard-markup';

/** A placard whose title is a plain link (a page load of cached HTML): home, profiles, similar listings. */
export function PlainPlacard({ card }: { card: PlacardCard }) {
  return <PlacardMarkup card={card} TitleLink="a" />;
}
