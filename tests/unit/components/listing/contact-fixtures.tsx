import type { ReactElement } from 'react';
import { UiStoreProvider } from '@/components/ui/ui-store-provider';
import { leadFormSettings, type ListingContact } from '@/lib/leads/listing-contact';
import type { SiteBrand } from '@/lib/brand/schema';
import { brandOf, renderWithBrand, type SiteBrandKey } from '../render-with-brand';

/** A listing's contact props as the page builds them (lib/leads/listing-contact.ts). */
export function contactFor(brand: SiteBrand = brandOf('land')): ListingContact {
  return {
    brokerName: 'Jane Broker',
    companyName: 'Hill Country Land Co.',
    title: '40 Acres in Llano County',
    settings: leadFormSettings(brand),
    analytics: { listingId: 1234, accountId: 77, listingTier: 'gold', price: 250000, acres: 40, beds: null, baths: null },
    payload: {
      siteId: brand.siteId, leadSource: 'listing detail', brokerId: 77, stateId: 48, countyId: 48299, listingId: 1234,
      siteListingId: null, externalSourceId: null, partnerId: null, price: 250000, acres: 40, listingLevel: 20, listingUpgradeLevel: 1, propertyTitle: '40 Acres in Llano County',
    },
  };
}

/** Renders with the brand's messages and a UI store, as the root layout does. */
export function renderInPage(key: SiteBrandKey, ui: ReactElement) {
  return renderWithBrand(key, <UiStoreProvider>{ui}</UiStoreProvider>);
}

export type FetchCall = { url: string; body: unknown };

/** A fetch that answers the phone check and the form endpoints as told, and records what was sent. */
export function fakeFetch(answers: { phone?: unknown; phoneStatus?: number; form?: unknown; formStatus?: number; formDelay?: Promise<void> } = {}) {
  const calls: FetchCall[] = [];
  const fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    calls.push({ url: input, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (input.startsWith('/api/validation/validatePhoneNumber/')) {
      return Response.json(answers.phone ?? { data: { unableToValidate: false, success: true } }, { status: answers.phoneStatus ?? 200 });
    }
    await answers.formDelay;
    return Response.json(answers.form ?? { data: { success: true } }, { status: answers.formStatus ?? 200 });
  };
  return { fetch, calls };
}
