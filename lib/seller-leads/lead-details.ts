import { brandBySiteId } from '@/lib/brand/server';
import { ListingTier, UpgradeLevel } from '@/lib/domain';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import { stateById } from '@/lib/geo/states';
import type { Translate } from '@/lib/i18n/translate';
import { leadPayloadSchema, type LeadPayload } from '@/lib/leads';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';
import { leadDetailFields, type LeadDetail, type LeadDetailField } from './inbox-lead';

// SPEC §3's contact payload, stored as the page sent it, as the seller reads it: label and value per
// field, in words (a price as the site shows prices, a tier by its name), never the raw JSON.

/** The stored payload, checked again (the column is a boundary too); null for none or one we cannot read. */
export function storedPayload(value: unknown): LeadPayload | null {
  const parsed = leadPayloadSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A county named by the payload, whose name the inbox reads from the database. */
export interface CountyName {
  name: string;
  kind: string;
}

const sourceKeys: Record<string, string> = {
  'listing detail': 'listingDetail',
  'broker profile': 'brokerProfile',
  'showcase home': 'showcaseHome',
  'showcase landing': 'showcaseLanding',
  'search results': 'searchResults',
};

/** SPEC §3 lead sources in words; a source from before SPEC's list is shown as stored. */
export function leadSourceLabel(source: string, t: Translate): string {
  const key = sourceKeys[source];
  return key ? t(`sellerLeads.sources.${key}`) : source;
}

function keyOf(codes: Record<string, number>, code: number): string | undefined {
  return Object.keys(codes).find((key) => codes[key] === code);
}

function location(payload: LeadPayload, counties: ReadonlyMap<number, CountyName>): string | undefined {
  if (payload.leadSource === 'broker profile') return undefined;
  const county = counties.get(payload.countyId);
  const state = stateById(payload.stateId)?.name;
  const parts = [county ? countyFullName(county.name, county.kind as CountyKind) : undefined, state].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

function values(payload: LeadPayload, t: Translate, counties: ReadonlyMap<number, CountyName>): Partial<Record<LeadDetailField, string>> {
  const common = { site: brandBySiteId(payload.siteId)?.name ?? String(payload.siteId), brokerId: String(payload.brokerId) };
  if (payload.leadSource === 'broker profile') return common;
  const level = keyOf(ListingTier, payload.listingLevel);
  const upgrade = keyOf(UpgradeLevel, payload.listingUpgradeLevel);
  return {
    ...common,
    propertyTitle: payload.propertyTitle || undefined,
    price: priceDisplay(payload.price),
    acres: acresDisplay(payload.acres),
    location: location(payload, counties),
    listingLevel: level ? t(`sellerLeads.levels.${level}`) : String(payload.listingLevel),
    upgradeLevel: upgrade ? t(`sellerLeads.upgrades.${upgrade}`) : String(payload.listingUpgradeLevel),
    listingId: String(payload.listingId),
    siteListingId: payload.siteListingId === null ? undefined : String(payload.siteListingId),
    externalSourceId: payload.externalSourceId || undefined,
    partnerId: payload.partnerId === null ? undefined : String(payload.partnerId),
  };
}

/** The payload's fields with a value, labelled, in the inbox's order. */
export function leadDetails(payload: LeadPayload | null, t: Translate, counties: ReadonlyMap<number, CountyName>): LeadDetail[] {
  if (!payload) return [];
  const byField = values(payload, t, counties);
  return leadDetailFields.flatMap((field) => {
    const value = byField[field];
    return value === undefined ? [] : [{ field, label: t(`sellerLeads.fields.${field}`), value }];
  });
}
