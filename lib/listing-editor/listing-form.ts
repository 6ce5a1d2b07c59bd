import { z } from 'zod';
import { activityNames, homeTypeNames, propertyTypes, regionTypeNames, type PropertyTypeKey } from '@/lib/domain';
import { requiredText, visitorText } from '@/lib/leads';
import { listingTour, listingVideo } from '@/lib/listings/media';
import type { MessageParams } from '@/lib/validation/messages';

// The add/edit listing form (SPEC §2.1 add listing, §3 Listing fields, §5 text rules): one schema per
// step, shared by the browser (react-hook-form's resolver) and the server (every save and the publish).
// Every step may be saved incomplete as a draft (`draftListingSchema`); publishing needs them all whole.

const issue = (message: MessageParams['message'], n?: number): { params: MessageParams } => ({ params: n === undefined ? { message } : { message, n } });

/** Limits of the form, in one place (docs/seller-workspace.md says why each is what it is). */
export const LISTING_FORM_LIMITS = {
  titleMin: 10,
  titleMax: 100,
  descriptionMin: 50,
  descriptionMax: 8_000,
  ownerFinancingTermsMax: 500,
  addressMax: 120,
  cityMax: 60,
  priceMin: 100,
  priceMax: 10_000_000_000,
  acresMin: 0.01,
  acresMax: 1_000_000,
  propertyTypesMax: 3,
  bedsMax: 50,
  bathsMax: 50,
  sqftMin: 100,
  sqftMax: 100_000,
  photosMax: 60,
  altTextMax: 150,
  documentsMax: 10,
  documentTitleMax: 80,
  /** A request body of one step or of the whole form (the description and 60 photos' alt texts fit). */
  bodyBytes: 96 * 1024,
} as const;
const L = LISTING_FORM_LIMITS;

/** The property types a seller picks from: the composite ones (farms and ranches, waterfront) are search groupings. */
export const pickablePropertyTypes: readonly PropertyTypeKey[] = propertyTypes
  .map((type) => type.key)
  .filter((key) => key !== 'FARMS_AND_RANCHES' && key !== 'WATERFRONT');

/** A number field as the form sends it: a number, or text of one ("50,000"); empty means none. */
const numberInput = z.preprocess((value) => {
  if (typeof value === 'string') {
    const text = value.replaceAll(',', '').trim();
    return text === '' ? undefined : Number(text);
  }
  return value ?? undefined;
}, z.number().finite().optional());

function boundedNumber(min: number, max: number) {
  return numberInput
    .refine((v) => v === undefined || v >= min, issue('minValue', min))
    .refine((v) => v === undefined || v <= max, issue('maxValue', max));
}

const wholeNumber = (min: number, max: number) => boundedNumber(min, max).refine((v) => v === undefined || Number.isInteger(v), issue('numeric'));

export const placeStep = z.object({
  stateId: z.number().int().min(1).max(99).optional(),
  /** 5-digit FIPS of the county; the pin must fall inside it (checked on the server). */
  countyId: z.number().int().min(1000).max(99_999).optional(),
  city: visitorText(L.cityMax, { noUrl: true, noEmail: true }).default(''),
  address1: visitorText(L.addressMax, { noUrl: true, noEmail: true }).default(''),
  zip: z.string().trim().refine((v) => v === '' || /^\d{5}$/.test(v), issue('invalid')).default(''),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});

export const askingKinds = ['price', 'auction', 'contact'] as const;
export type AskingKind = (typeof askingKinds)[number];

export const priceStep = z.object({
  /** An asking price, an auction (SPEC §5: shown as 'Auction'), or 'Contact for Price'. */
  asking: z.enum(askingKinds).default('price'),
  price: boundedNumber(L.priceMin, L.priceMax),
  acres: boundedNumber(L.acresMin, L.acresMax),
  propertyTypes: z.array(z.enum(pickablePropertyTypes as [PropertyTypeKey, ...PropertyTypeKey[]]))
    .refine((v) => v.length <= L.propertyTypesMax, issue('maxValue', L.propertyTypesMax))
    .refine((v) => new Set(v).size === v.length, issue('invalid'))
    .default([]),
});

export const featuresStep = z.object({
  activities: z.array(z.enum(activityNames)).refine((v) => new Set(v).size === v.length, issue('invalid')).default([]),
  amenities: z.array(z.enum(regionTypeNames)).refine((v) => new Set(v).size === v.length, issue('invalid')).default([]),
  hasHouse: z.boolean().default(false),
  homeTypes: z.array(z.enum(homeTypeNames)).refine((v) => new Set(v).size === v.length, issue('invalid')).default([]),
  beds: wholeNumber(0, L.bedsMax),
  baths: boundedNumber(0, L.bathsMax).refine((v) => v === undefined || Number.isInteger(v * 2), issue('invalid')),
  homeSqft: wholeNumber(L.sqftMin, L.sqftMax),
  mineralRights: z.boolean().default(false),
  ownerFinancing: z.boolean().default(false),
  ownerFinancingTerms: visitorText(L.ownerFinancingTermsMax, { noUrl: true, noEmail: true }).default(''),
});

export const descriptionStep = z.object({
  title: visitorText(L.titleMax, { noUrl: true, noEmail: true }).default(''),
  description: visitorText(L.descriptionMax, { noUrl: true, noEmail: true }).default(''),
});

const linkField = (accepts: (link: string) => boolean) =>
  z.string().trim().max(500).refine((v) => v === '' || accepts(v), issue('invalid')).default('');

export const mediaStep = z.object({
  /** A YouTube or Vimeo link: the hosts the listing page plays. */
  videoUrl: linkField((link) => listingVideo(link) !== null),
  /** A 3D tour link on one of the hosts the listing page frames. */
  tourUrl: linkField((link) => listingTour(link) !== null),
  photos: z.array(z.object({
    documentId: z.number().int().positive(),
    alt: visitorText(L.altTextMax, { noUrl: true, noEmail: true }).default(''),
  })).refine((v) => v.length <= L.photosMax, issue('maxValue', L.photosMax))
    .refine((v) => new Set(v.map((p) => p.documentId)).size === v.length, issue('invalid'))
    .default([]),
  documents: z.array(z.object({
    documentId: z.number().int().positive(),
    title: requiredText(L.documentTitleMax, { noUrl: true, noEmail: true }),
  })).refine((v) => v.length <= L.documentsMax, issue('maxValue', L.documentsMax))
    .refine((v) => new Set(v.map((d) => d.documentId)).size === v.length, issue('invalid'))
    .default([]),
});

export const listingSteps = { place: placeStep, price: priceStep, features: featuresStep, description: descriptionStep, media: mediaStep } as const;
export type ListingStep = keyof typeof listingSteps;
export const listingStepNames = Object.keys(listingSteps) as ListingStep[];

/** Everything a draft may hold: each step as far as it is filled in. */
export const draftListingSchema = z.object({
  place: placeStep.default(placeStep.parse({})),
  price: priceStep.default(priceStep.parse({})),
  features: featuresStep.default(featuresStep.parse({})),
  description: descriptionStep.default(descriptionStep.parse({})),
  media: mediaStep.default(mediaStep.parse({})),
});
export type DraftListing = z.infer<typeof draftListingSchema>;

const required = (ctx: z.RefinementCtx, path: (string | number)[]) => ctx.addIssue({ code: 'custom', path, params: { message: 'required' } satisfies MessageParams });

/**
 * What publishing needs on top of a draft: a place with a pin, a price unless the asking is an
 * auction or contact for price, acres, at least one property type, a title and a description of
 * their minimum lengths, the terms of owner financing when it is offered, and a house's facts only
 * with a house.
 */
export const publishableListingSchema = draftListingSchema.superRefine((draft, ctx) => {
  const { place, price, features, description } = draft;
  if (place.stateId === undefined) required(ctx, ['place', 'stateId']);
  if (place.countyId === undefined) required(ctx, ['place', 'countyId']);
  if (place.latitude === undefined || place.longitude === undefined) required(ctx, ['place', 'latitude']);
  if (price.asking === 'price' && price.price === undefined) required(ctx, ['price', 'price']);
  if (price.acres === undefined) required(ctx, ['price', 'acres']);
  if (price.propertyTypes.length === 0) required(ctx, ['price', 'propertyTypes']);
  if (description.title === '') required(ctx, ['description', 'title']);
  else if (description.title.length < L.titleMin) ctx.addIssue({ code: 'custom', path: ['description', 'title'], params: { message: 'minLength', n: L.titleMin } satisfies MessageParams });
  if (description.description === '') required(ctx, ['description', 'description']);
  else if (description.description.length < L.descriptionMin) ctx.addIssue({ code: 'custom', path: ['description', 'description'], params: { message: 'minLength', n: L.descriptionMin } satisfies MessageParams });
  if (features.ownerFinancing && features.ownerFinancingTerms === '') required(ctx, ['features', 'ownerFinancingTerms']);
});

/** A draft that passed `publishableListingSchema`: the fields publishing needs are there. */
export interface PublishableListing extends DraftListing {
  place: DraftListing['place'] & { stateId: number; countyId: number; latitude: number; longitude: number };
  price: DraftListing['price'] & { acres: number };
}

export function isPublishable(draft: DraftListing): draft is PublishableListing {
  return publishableListingSchema.safeParse(draft).success;
}
