import { MarketStatus, type LevelClass } from '@/lib/domain';
import { enumLabels } from '@/lib/i18n/labels';
import type { Translate } from '@/lib/i18n/translate';
import { packPhotoIds, resizedImageUrlPrefix } from '@/lib/images';
import { takesLeads } from '@/lib/leads';
import type { ListingPlacard } from '@/lib/listings/placard';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';
import {
  hasPlacardCarousel, placardImageSize, placardLevel, priceChangeTag, showsBrokerBlock, statusPill, type StatusPill,
} from '@/lib/listings/placard-view';

/** The media a placard lists, by their keys in the `placard` messages. */
export type PlacardMedia = 'video' | 'tour' | 'map';

/**
 * What a placard shows, worked out on the server: the props of the client component that draws it
 * (`placard-markup.tsx`). A search page carries 24 of these in its flight data instead of 24 placards'
 * markup, so only what the browser cannot work out itself is here, and a field the placard does not
 * show is absent rather than empty (docs/performance.md). The words that are the same on every placard
 * (the badge, the media, "Contact broker") come from the browser's messages (`placard-markup.tsx`);
 * the words that are the listing's own are here.
 */
export interface PlacardCard {
  id: number;
  level: LevelClass;
  title: string;
  href: string;
  /**
   * The photos: their URL up to the document id at the level's size (SPEC §9), and the ids, packed
   * (`packPhotoIds`); a carousel for an upgraded listing's several.
   */
  photos?: { prefix: string; ids: number[]; width: number; height: number; carousel?: true };
  /** How the photo loads when it is not lazy (`PlacardPhotoLoad`): the placards in the first view. */
  load?: PlacardPhotoLoad;
  /** The status pill's words; `pillMobile` only where a phone says something else (Pending). */
  pill?: string;
  pillMobile?: string;
  price: string;
  acres: string;
  /** "Reduced $25,000" (SPEC §5, within the search's lookback). */
  change?: string;
  place: string;
  media?: PlacardMedia[];
  broker?: { name: string; href: string; company?: string };
  /** The contact action: only when the listing takes leads (SPEC §4). */
  contact?: true;
  /** What the data layer needs beyond the id and the level, as stored (`placardAnalytics`). */
  facts: [accountId: number, price: number | null, acres: number, beds: number | null, baths: number | null];
}

export interface PlacardCardOptions {
  href: string;
  brokerHref: string;
  priceChangeLookback?: number;
  load?: PlacardPhotoLoad;
}

/**
 * The first placards' photos load eagerly: they are in the first view, and one of them is the page's
 * largest paint. The first is that one on a phone and the top-left one beside it on a wider screen, so
 * it is also fetched before the page's other images and scripts (`fetchpriority="high"`): a low-priority
 * image request waits behind the page's scripts, and the largest paint with it.
 */
export type PlacardPhotoLoad = 'first' | 'eager';

/** Placards whose photo loads eagerly: the first row on the widest screens (three across). */
const EAGER_PLACARDS = 3;

/** The photo load of the placard at `index` of a page of results (0-based). */
export function placardPhotoLoad(index: number): PlacardPhotoLoad | undefined {
  if (index === 0) return 'first';
  return index < EAGER_PLACARDS ? 'eager' : undefined;
}

/** The pill's words in the brand's messages: a market status label, Pending, or "Sold Mar 7, 2026". */
function pillText(t: Translate, pill: StatusPill | null): string | undefined {
  if (!pill) return undefined;
  if (pill.status === 'PENDING') return t('placard.pending');
  if (pill.status === 'SOLD' && pill.date) return t('placard.soldOn', { date: pill.date });
  return enumLabels(t).marketStatus(MarketStatus[pill.status]);
}

/** SPEC §3 placard, §4 rules: one listing's placard, in the words of the brand's messages (`t`). */
export function placardCard(listing: ListingPlacard, { href, brokerHref, priceChangeLookback, load }: PlacardCardOptions, t: Translate): PlacardCard {
  const level = placardLevel(listing);
  const size = placardImageSize[level];
  const desktopPill = pillText(t, statusPill(listing, 'desktop'));
  const mobilePill = pillText(t, statusPill(listing, 'mobile'));
  const change = priceChangeTag(listing.priceChangeAmount, priceChangeLookback);
  const media = (['video', 'tour', 'map'] as const).filter((item) => ({ video: listing.hasVideo, tour: listing.hasVirtualTour, map: listing.hasCustomMap })[item]);
  const broker = showsBrokerBlock(listing) && listing.brokerName ? listing.brokerName : null;
  return {
    id: listing.id,
    level,
    title: listing.title,
    href,
    ...(listing.imageIds.length > 0 && {
      photos: { prefix: resizedImageUrlPrefix(size), ids: packPhotoIds(listing.imageIds), width: size.width, height: size.height, ...(hasPlacardCarousel(listing) && { carousel: true as const }) },
    }),
    ...(load && { load }),
    ...(desktopPill && { pill: desktopPill }),
    ...(mobilePill && mobilePill !== desktopPill && { pillMobile: mobilePill }),
    price: priceDisplay(listing.price),
    acres: acresDisplay(listing.acres),
    ...(change && { change: t(change.direction === 'reduced' ? 'placard.priceReduced' : 'placard.priceIncreased', { amount: change.amount }) }),
    place: [listing.city, listing.county, listing.stateCode].filter(Boolean).join(', '),
    ...(media.length > 0 && { media }),
    ...(broker && { broker: { name: broker, href: brokerHref, ...(listing.brokerCompany && { company: listing.brokerCompany }) } }),
    ...(takesLeads(listing) && { contact: true as const }),
    facts: [listing.accountId, listing.price, listing.acres, listing.beds, listing.baths],
  };
}
