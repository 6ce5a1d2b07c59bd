import sharp from 'sharp';
import { PropertyType } from '@/lib/domain';
import type { MediaStore } from '@/lib/media-store';
import { desertStates, mountainStates } from './market';
import { PHOTO_HEIGHT, PHOTO_WIDTH, sceneKinds, sceneSvg, type SceneKind } from './photo-scenes';
import type { Random } from './random';

/** Variants per scene kind: 6 kinds x 4 = a pool of 24 photos that every listing draws from. */
export const VARIANTS = 4;
export const PHOTO_POOL_SIZE = sceneKinds.length * VARIANTS;
export const photoKey = (kind: SceneKind, variant: number) => `seed/landscape-${kind}-${variant}.jpg`;
export const photoSize = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT } as const;

/** Renders the pool into the media store under seed/ once; a photo already there is kept. */
export async function ensurePhotoPool(store: MediaStore): Promise<void> {
  await Promise.all(sceneKinds.flatMap((kind) => Array.from({ length: VARIANTS }, async (_, variant) => {
    const key = photoKey(kind, variant);
    if (await store.exists(key)) return;
    await store.put(key, await sharp(Buffer.from(sceneSvg(kind, variant))).jpeg({ quality: 82, mozjpeg: true }).toBuffer(), 'image/jpeg');
  })));
}

/** The scene a listing's photos mostly show, from its types and state. */
export function sceneFor(propertyTypes: number, primaryType: number, abbreviation: string): SceneKind {
  if (propertyTypes & PropertyType.WATERFRONT) return 'water';
  if (desertStates.has(abbreviation) && primaryType !== PropertyType.FARM) return 'desert';
  if (primaryType === PropertyType.FARM) return 'field';
  if (primaryType === PropertyType.TIMBERLAND || primaryType === PropertyType.HUNTING) return 'forest';
  if (mountainStates.has(abbreviation) && primaryType !== PropertyType.RANCH) return 'mountain';
  return 'pasture';
}

/** Storage keys of a listing's photos: the first (the thumbnail) shows its scene, the rest mix in others. */
export function photoKeysFor(random: Random, scene: SceneKind, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = i === 0 || random.chance(0.6) ? scene : random.pick(sceneKinds);
    return photoKey(kind, random.int(0, VARIANTS - 1));
  });
}
