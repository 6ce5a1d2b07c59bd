import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { brandAsset } from '@/lib/brand/server';
import type { SiteBrand } from '@/lib/brand';
import { imageQuality } from '@/lib/images';
import { resizedImageVariant } from '@/lib/images/server';
import { OG_IMAGE_SIZE } from './listing-urls';
import type { OgFont } from './og-fonts';

// What every sharing card (a listing's, a broker profile's) is drawn from: pictures as data URLs, so
// the renderer never fetches anything, and the PNG drawn whole before anyone is answered.

export type OgImageResult = { kind: 'image'; png: Uint8Array } | { kind: 'busy'; retryAfterSeconds: number };

/** A card whose picture the image service could not make now: try again shortly, never a week-long card without it. */
export const OG_BUSY: OgImageResult = { kind: 'busy', retryAfterSeconds: 2 };

const dataUrl = (type: string, body: Uint8Array) => `data:${type};base64,${Buffer.from(body).toString('base64')}`;

/**
 * A stored image as JPEG (Satori reads no WebP) at one of the served sizes, from the image service's
 * cache and queue: null when there is none, 'busy' when the service sheds load.
 */
export async function ogPicture(documentId: number, size: { width: number; height: number }): Promise<string | null | 'busy'> {
  const variant = await resizedImageVariant({ documentId, ...size, fit: 'cover', quality: imageQuality.default, format: 'jpeg' });
  if (variant?.kind === 'busy') return 'busy';
  return variant?.kind === 'image' ? dataUrl('image/jpeg', variant.body) : null;
}

/** The brand's logo file as a data URL. */
export async function ogBrandLogo(brand: SiteBrand): Promise<string | null> {
  const asset = await brandAsset(brand, brand.theme.logo);
  return asset ? dataUrl(asset.contentType, asset.body) : null;
}

/** The 1200x630 PNG of a card's markup. */
export async function renderOgPng(card: ReactElement, fonts: OgFont[]): Promise<OgImageResult> {
  const response = new ImageResponse(card, { ...OG_IMAGE_SIZE, fonts });
  return { kind: 'image', png: new Uint8Array(await response.arrayBuffer()) };
}
