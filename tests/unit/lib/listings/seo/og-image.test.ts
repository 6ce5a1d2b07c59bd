import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import type { ImageRequest } from '@/lib/images';
import { listingFixture } from './listing-fixture';

const state = vi.hoisted(() => ({ requests: [] as unknown[], busy: false, photo: Buffer.alloc(0) }));

vi.mock('@/lib/images/serve-image', () => ({
  resizedImageVariant: async (request: ImageRequest) => {
    state.requests.push(request);
    return state.busy ? { kind: 'busy', retryAfterSeconds: 2 } : { kind: 'image', body: state.photo };
  },
}));

const { listingOgImage } = await import('@/lib/listings/seo/og-image');
const { ogText } = await import('@/lib/listings/seo/og-fonts');

beforeAll(async () => {
  state.photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7d44' } }).jpeg().toBuffer();
});

describe('listing Open Graph image', () => {
  it('draws a 1200x630 PNG from the JPEG detail photo, with the brand font files from node_modules', async () => {
    const image = await listingOgImage(siteBrand('rec') as SiteBrand, listingFixture({ marketStatus: 2 }));
    expect(image.kind).toBe('image');
    if (image.kind !== 'image') return;
    if (process.env.OG_PREVIEW) await sharp(Buffer.from(image.png)).toFile(process.env.OG_PREVIEW);
    const meta = await sharp(Buffer.from(image.png)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(state.requests).toEqual([{ documentId: 901, height: 600, width: 900, fit: 'cover', quality: 80, format: 'jpeg' }]);
    // The photo fills the left part: its green shows at the card's left edge.
    const { data } = await sharp(Buffer.from(image.png)).extract({ left: 600, top: 600, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    const expected = [0x3a, 0x7d, 0x44];
    expect(Math.max(...[0, 1, 2].map((i) => Math.abs((data[i] ?? 0) - (expected[i] ?? 0))))).toBeLessThanOrEqual(3);
  }, 30_000);

  it('draws a card without a photo for a listing that has none, and says busy when the image service is', async () => {
    const none = await listingOgImage(siteBrand('farm') as SiteBrand, listingFixture({ price: 2, media: { photos: [], video: null, tour: null, documents: [] } }));
    expect(none.kind).toBe('image');
    state.busy = true;
    expect(await listingOgImage(siteBrand('land') as SiteBrand, listingFixture())).toEqual({ kind: 'busy', retryAfterSeconds: 2 });
    state.busy = false;
  }, 30_000);

  it('keeps only text the fonts draw, so the renderer never reaches for the network', () => {
    expect(ogText('Café ranch 🦌 — “big” 湖 land…')).toBe('Café ranch — “big” land…');
  });
});
