import { siteBrand, siteBrands } from '@/lib/brand/server';
import type { SiteBrand } from '@/lib/brand';
import type { Database } from '@/lib/db/client';
import { env } from '@/lib/env';
import { searchCriteriaSchema } from '@/lib/search/criteria';
import { favoritesSiteId, type AlertUser, type DueSearch } from './alert-user';
import { alertWindow } from './alert-window';
import type { BrandAlert, SearchAlert } from './brand-alert';
import { favoriteChanges } from './favorite-changes';
import { newListings } from './new-listings';

// One user's alerts of one pass, grouped by brand: every due search's new listings on the search's own
// brand, and the favourites' changes on one brand. Read in the caller's transaction.

export interface UserBatch {
  /** Per brand, including brands with nothing to say (the caller mails only those with news). */
  alerts: BrandAlert[];
  /** Due searches whose stored criteria no longer parse: nothing is found for them, and they are logged. */
  unreadable: number[];
}

async function searchAlert(tx: Database, user: AlertUser, search: DueSearch, now: Date): Promise<SearchAlert | null> {
  const criteria = searchCriteriaSchema.safeParse(search.criteria);
  if (!criteria.success) return null;
  const found = await newListings(tx, criteria.data, alertWindow(search.alertedThrough, now), user.id);
  return { id: search.id, name: search.name, path: search.path, found };
}

async function favoritesBrand(tx: Database, userId: number): Promise<SiteBrand | undefined> {
  const siteId = await favoritesSiteId(tx, userId);
  return siteBrands().find((b) => b.siteId === siteId) ?? siteBrand(env().DEFAULT_BRAND);
}

export async function userBatch(tx: Database, user: AlertUser, searches: readonly DueSearch[], favoritesDue: boolean, now: Date): Promise<UserBatch> {
  const alerts = new Map<number, BrandAlert>();
  const alertOn = (brand: SiteBrand): BrandAlert => {
    const alert = alerts.get(brand.siteId) ?? { brand, searches: [], favorites: null };
    alerts.set(brand.siteId, alert);
    return alert;
  };
  const unreadable: number[] = [];
  for (const search of searches) {
    const brand = siteBrands().find((b) => b.siteId === search.siteId);
    const alert = brand ? await searchAlert(tx, user, search, now) : null;
    if (!brand || !alert) unreadable.push(search.id);
    else alertOn(brand).searches.push(alert);
  }
  if (favoritesDue) {
    const brand = await favoritesBrand(tx, user.id);
    if (brand) alertOn(brand).favorites = await favoriteChanges(tx, user.id, alertWindow(user.favoritesAlertedThrough, now));
  }
  return { alerts: [...alerts.values()], unreadable };
}
