import { brokerDisplayName, brokerProfileRoute } from '@/lib/brokers';
import type { Translate } from '@/lib/i18n/translate';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { listingHref } from '@/lib/listings/detail/listing-url';
import { showsBrokerBlock } from '@/lib/listings/placard-view';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';
import { shortText } from '@/lib/listings/seo';
import type { MailMessage } from '@/lib/mail';
import { hrefFor, namedHref } from '@/lib/navigation';
import type { AlertListing } from './alert-listing';
import { favoriteChangeCount, newListingCount, type AlertRecipient, type BrandAlert, type SearchAlert } from './brand-alert';
import type { FavoriteChange, FavoriteChangeKind, FavoriteChanges } from './favorite-changes';
import { unsubscribePath, unsubscribeToken } from './unsubscribe-token';

// The alert mail (messages `alertMail`): plain text with absolute links on the brand's origin, one
// section per saved search with new listings, then the favourites' changes, then how to change or stop
// alerts. Each listing names its broker, linking the profile, where the listing page shows a broker.
// The unsubscribe link is also sent as RFC 8058 one-click headers.

/** The mail's text stays under the mail schema's 20,000 characters: searches that do not fit are one line at the end. */
export const ALERT_TEXT_BUDGET = 18_000;
/** A search URL longer than this (a drawn polygon) is replaced by the link to the saved searches. */
export const MAX_SEARCH_LINK = 2_000;
const TITLE_LENGTH = 120;

const changeKeys: Readonly<Record<FavoriteChangeKind, string>> = {
  'price-cut': 'alertMail.priceCut',
  'under-contract': 'alertMail.underContract',
  sold: 'alertMail.sold',
  'off-market': 'alertMail.offMarket',
  'back-on-market': 'alertMail.backOnMarket',
};

interface Writer {
  t: Translate;
  alert: BrandAlert;
  url: (path: string) => string;
  savedSearchesUrl: string;
}

const listingUrl = (w: Writer, listing: AlertListing) => w.url(listingHref(w.alert.brand, listing));
const title = (listing: AlertListing) => shortText(listing.title, TITLE_LENGTH);

/** "Listed by {broker}: {profile URL}" as the entry's last line; nothing for free-tier and courtesy listings (SPEC §4 broker block). */
function listedBy(w: Writer, listing: AlertListing): string {
  const { broker } = listing;
  if (!broker || !showsBrokerBlock(listing)) return '';
  return `\n${w.t('alertMail.listedBy', { broker: brokerDisplayName(broker), url: w.url(hrefFor(w.alert.brand, brokerProfileRoute(broker))) })}`;
}

function listingLine(w: Writer, listing: AlertListing): string {
  const line = w.t('alertMail.listingLine', {
    title: title(listing), price: priceDisplay(listing.price), acres: acresDisplay(listing.acres), place: listing.place, url: listingUrl(w, listing),
  });
  return `${line}${listedBy(w, listing)}`;
}

function searchSection(w: Writer, search: SearchAlert): string {
  const { listings, total } = search.found;
  const own = w.url(search.path);
  const searchUrl = own.length <= MAX_SEARCH_LINK ? own : w.savedSearchesUrl;
  const more = total - listings.length;
  return [
    w.t('alertMail.searchHeading', { name: search.name, count: total }),
    ...listings.map((listing) => listingLine(w, listing)),
    more > 0 ? w.t('alertMail.moreListings', { count: more, url: searchUrl }) : w.t('alertMail.seeSearch', { url: searchUrl }),
  ].join('\n\n');
}

function changeLine(w: Writer, change: FavoriteChange): string {
  const prices = { price: priceDisplay(change.price), previousPrice: priceDisplay(change.previousPrice) };
  return `${w.t(changeKeys[change.kind], { title: title(change.listing), ...prices })}\n${listingUrl(w, change.listing)}${listedBy(w, change.listing)}`;
}

function favoritesSection(w: Writer, favorites: FavoriteChanges): string {
  const favoritesUrl = w.url(namedHref(w.alert.brand, 'saved-properties'));
  const more = favorites.total - favorites.changes.length;
  return [
    w.t('alertMail.favoritesHeading', { count: favorites.total }),
    ...favorites.changes.map((change) => changeLine(w, change)),
    more > 0 ? w.t('alertMail.moreChanges', { count: more, url: favoritesUrl }) : w.t('alertMail.seeFavorites', { url: favoritesUrl }),
  ].join('\n\n');
}

/** Search sections in order while they fit beside the rest of the mail; the others become one line. */
function searchSections(w: Writer, room: number): string[] {
  const sections: string[] = [];
  let left = 0;
  for (const search of w.alert.searches.filter((s) => s.found.total > 0)) {
    const section = searchSection(w, search);
    if (left === 0 && section.length + 3 <= room) {
      sections.push(section);
      room -= section.length + 3;
    } else {
      left += 1;
    }
  }
  return left > 0 ? [...sections, w.t('alertMail.moreSearches', { count: left, url: w.savedSearchesUrl })] : sections;
}

function subject(t: Translate, alert: BrandAlert): string {
  const brand = alert.brand.name;
  const listings = newListingCount(alert);
  const changes = favoriteChangeCount(alert);
  if (listings > 0 && changes > 0) return t('alertMail.subjectBoth', { brand, listings, changes });
  return listings > 0 ? t('alertMail.subjectListings', { brand, count: listings }) : t('alertMail.subjectFavorites', { brand, count: changes });
}

/** The one mail of a pass to a user on a brand (call it only when the alert has news). */
export function alertMail(alert: BrandAlert, recipient: AlertRecipient, origin: string): MailMessage {
  const t = brandTranslator(alert.brand.key);
  const url = (path: string) => new URL(path, origin).toString();
  const w: Writer = { t, alert, url, savedSearchesUrl: url(namedHref(alert.brand, 'saved-searches')) };
  const brand = alert.brand.name;
  const unsubscribeUrl = url(unsubscribePath(unsubscribeToken(recipient.userId)));
  const name = recipient.name.trim();
  const opening = `${name ? t('alertMail.greeting', { name }) : t('alertMail.greetingNoName')}\n\n${t('alertMail.intro', { brand })}`;
  const favorites = alert.favorites && alert.favorites.total > 0 ? [favoritesSection(w, alert.favorites)] : [];
  const footer = `-- \n${t('alertMail.footer', { brand, unsubscribeUrl, searchesUrl: w.savedSearchesUrl, settingsUrl: url(namedHref(alert.brand, 'account-settings')) })}`;
  const fixed = [opening, ...favorites, footer].join('\n\n\n').length;
  const sections = [opening, ...searchSections(w, ALERT_TEXT_BUDGET - fixed), ...favorites, footer];
  return { kind: 'alert', fromName: brand, to: recipient.email, toName: name || undefined, subject: subject(t, alert), text: sections.join('\n\n\n'), unsubscribeUrl };
}
