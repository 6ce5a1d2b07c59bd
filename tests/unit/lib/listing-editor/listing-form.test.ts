import { describe, expect, it } from 'vitest';
import { draftListingSchema, featuresStep, isPublishable, mediaStep, placeStep, priceStep, publishableListingSchema, pickablePropertyTypes, type DraftListing } from '@/lib/listing-editor';
import type { z } from 'zod';
import { validationErrorMap } from '@/lib/validation/messages';

/** The SPEC §5 message key of each field a schema refuses. */
function messagesOf<S extends z.ZodType>(schema: S, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { error: validationErrorMap((key) => key) });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

/** A draft with every step whole. */
function whole(): DraftListing {
  return draftListingSchema.parse({
    place: { stateId: 48, countyId: 48299, latitude: 30.7, longitude: -98.7 },
    price: { asking: 'price', price: 450000, acres: 120, propertyTypes: ['RANCH'] },
    description: { title: 'Llano River ranch', description: 'A Hill Country ranch with oaks, a creek, deer and turkey, and county road frontage.' },
  });
}

describe('the add-listing form (SPEC §5 rules per step)', () => {
  it('reads numbers as the form types them, with thousands separators, and empty as none', () => {
    expect(priceStep.parse({ price: '1,250,000', acres: ' 40.5 ' })).toMatchObject({ price: 1250000, acres: 40.5 });
    expect(priceStep.parse({ price: '', acres: '' })).toMatchObject({ price: undefined, acres: undefined });
  });

  it('names the SPEC §5 message of each bad value', () => {
    expect(messagesOf(priceStep, { price: '50', acres: 'lots', propertyTypes: ['FARM', 'RANCH', 'HORSE', 'HUNTING'] })).toEqual({
      price: 'minValue', acres: 'numeric', propertyTypes: 'maxValue',
    });
    expect(messagesOf(featuresStep, { beds: 2.5, baths: 1.25, ownerFinancingTerms: 'see www.example.com' })).toEqual({
      beds: 'numeric', baths: 'invalid', ownerFinancingTerms: 'noUrl',
    });
    expect(messagesOf(placeStep, { zip: '7860', city: '<script>' })).toEqual({ zip: 'invalid', city: 'noHtml' });
  });

  it('offers only the property types a listing is, not the search groupings', () => {
    expect(pickablePropertyTypes).not.toContain('FARMS_AND_RANCHES');
    expect(pickablePropertyTypes).not.toContain('WATERFRONT');
    expect(pickablePropertyTypes).toContain('HUNTING');
    expect(priceStep.safeParse({ propertyTypes: ['WATERFRONT'] }).success).toBe(false);
  });

  it('takes only video and tour links on the hosts the listing page plays, and refuses a photo twice', () => {
    expect(mediaStep.safeParse({ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }).success).toBe(true);
    expect(messagesOf(mediaStep, { videoUrl: 'https://evil.example/video' })).toEqual({ videoUrl: 'invalid' });
    expect(messagesOf(mediaStep, { photos: [{ documentId: 5 }, { documentId: 5 }] })).toEqual({ photos: 'invalid' });
  });

  it('saves an empty draft, but publishes only a whole one', () => {
    const empty = draftListingSchema.parse({});
    expect(isPublishable(empty)).toBe(false);
    expect(messagesOf(publishableListingSchema, empty)).toMatchObject({
      'place.stateId': 'required', 'place.countyId': 'required', 'place.latitude': 'required', 'price.price': 'required',
      'price.acres': 'required', 'price.propertyTypes': 'required', 'description.title': 'required', 'description.description': 'required',
    });
    expect(isPublishable(whole())).toBe(true);
  });

  it('needs no price for an auction or contact for price, a minimum title and description, and terms with owner financing', () => {
    const auction = whole();
    auction.price = { ...auction.price, asking: 'auction', price: undefined };
    expect(isPublishable(auction)).toBe(true);
    const short = whole();
    short.description = { title: 'Ranch', description: 'Nice.' };
    expect(messagesOf(publishableListingSchema, short)).toEqual({ 'description.title': 'minLength', 'description.description': 'minLength' });
    const financed = whole();
    financed.features = { ...financed.features, ownerFinancing: true, ownerFinancingTerms: '' };
    expect(messagesOf(publishableListingSchema, financed)).toEqual({ 'features.ownerFinancingTerms': 'required' });
  });
});
