import { useTranslations } from 'next-intl';
import { placardCard, type PlacardCardOptions } from './placard-card';
import { PlainPlacard } from './plain-placard';
import type { ListingPlacard as Placard } from '@/lib/listings/placard';

interface Props extends PlacardCardOptions {
  listing: Placard;
}

/**
 * A listing's placard with a plain title link, from its stored data (SPEC §3 placard, §4 rules): worded
 * here, on the server where the page is, and drawn by the client component from the compact card.
 * The search page draws its results with `SearchPlacard` and the same card.
 */
export function ListingPlacard({ listing, ...options }: Props) {
  const t = useTranslations();
  return <PlainPlacard card={placardCard(listing, options, t)} />;
}
