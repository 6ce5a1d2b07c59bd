import { MarketStatus, SaleType } from '@/lib/domain';
import { lakeLabel } from '@/lib/geo/lake-label';
import { enumLabels } from '@/lib/i18n/labels';
import type { Translate } from '@/lib/i18n/translate';
import type { CustomSegment } from '@/lib/routing';
import type { SearchCriteria } from './criteria';

// The h1 and <title> of a search or landing page name what is searched: place, property type and
// sale mode ("Texas Hunting Property for Sale", "Texas Land for Auction", "Llano County, TX Farms for
// Sale", "Land for Sale"). Copy is the brand's messages (`searchTitle`, `propertyTypes`), so rec says
// "Oceanfront Property"; what a search of no single type names comes from the brand file's
// `copy.searchNoun` ("Texas Farms & Ranches for Sale" on farm, lib/brand/brand-copy.ts). A search of one
// lake is named for the lake ("Lake Travis, TX Lakefront Property for Sale").

export type SearchTitleCriteria = Pick<SearchCriteria, 'propertyTypes' | 'customSearch' | 'marketStatuses' | 'transactionTypes' | 'lakeIdList'>;

/** Custom segments that name what is for sale when no property type does, most specific first. */
const nounSegments: readonly CustomSegment[] = ['log-cabins', 'vineyards', 'off-grid', 'cheap-land', 'mineral-rights', 'owner-financing'];

type Mode = 'sale' | 'auction' | 'sold';

function modeOf(c: SearchTitleCriteria): Mode {
  if (c.marketStatuses.length === 1 && c.marketStatuses[0] === MarketStatus.SOLD) return 'sold';
  const auctionsOnly = c.transactionTypes.length === 1 && c.transactionTypes[0] === SaleType.AUCTION;
  return auctionsOnly || c.customSearch.includes('auctions') ? 'auction' : 'sale';
}

function nounOf(t: Translate, c: SearchTitleCriteria): string {
  const [type, ...more] = c.propertyTypes;
  // One type names the search; several (or none) are "Land", unless a custom segment says more.
  if (type !== undefined && more.length === 0) return enumLabels(t).propertyType(type);
  const segment = type === undefined ? nounSegments.find((s) => c.customSearch.includes(s)) : undefined;
  return segment ? t(`searchTitle.custom.${segment}`) : t('searchTitle.land');
}

/** The place a search names: its one lake when it searches one (its path names only the lake's state), else the route's place. */
function placeOf(c: Pick<SearchCriteria, 'lakeIdList'>, place: string | null | undefined): string | null {
  const [lake, ...more] = c.lakeIdList;
  return (lake !== undefined && more.length === 0 ? lakeLabel(lake) : null) ?? place ?? null;
}

/**
 * The heading of a search: `t` is the whole message tree of the brand (`getTranslations()`), `place`
 * the place's label ("Texas", "Llano County, TX"), none for a national search.
 */
export function searchTitle(t: Translate, criteria: SearchTitleCriteria, place?: string | null): string {
  const named = placeOf(criteria, place);
  return t('searchTitle.title', {
    hasPlace: named ? 'yes' : 'no',
    place: named ?? '',
    noun: nounOf(t, criteria),
    mode: modeOf(criteria),
  });
}

/**
 * The meta description of a place's search in the brand's words (brand file `copy.placeDescription`);
 * undefined for a national search, which keeps the brand's own description.
 */
export function searchDescription(t: Translate, criteria: Pick<SearchCriteria, 'lakeIdList'>, place?: string | null): string | undefined {
  const named = placeOf(criteria, place);
  return named ? t('searchTitle.description', { place: named }) : undefined;
}
