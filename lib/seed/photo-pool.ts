import sharp from 'sharp';
import { PropertyType } from '@/lib/domain';
import type { MediaStore } from '@/lib/media-store';
import { desertStates, mountainStates } from './market';
import { PHOTO_HEIGHT, PHOTO_WIDTH, releaseSceneMemory, sceneKinds, scenePixels, type SceneKind } from './photo-scenes';
import type { Random } from './random';
import { ecoregionOf } from './vocabulary/ecoregions';

/** Variants per scene kind (the four lights): 8 kinds x 4 = a pool of 32 photos that every listing draws from. */
export const VARIANTS = 4;
export const PHOTO_POOL_SIZE = sceneKinds.length * VARIANTS;
/**
 * The look of the pool's photos: part of their keys, so a media store that holds photos of an earlier
 * look keeps them for the listings that use them, and a new seed renders and uses the new ones.
 */
const PHOTO_LOOK = 2;
export const photoKey = (kind: SceneKind, variant: number) => `seed/photo-v${PHOTO_LOOK}-${kind}-${variant}.jpg`;
export const photoSize = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT } as const;

/** Paints one pool photo and encodes it: painted at three quarters of the size, enlarged, JPEG. */
export async function renderPhoto(kind: SceneKind, variant: number): Promise<Buffer> {
  const { data, width, height } = scenePixels(kind, variant);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'lanczos3' })
    .jpeg({ quality: 84 })
    .toBuffer();
}

/** Renders the pool into the media store under seed/ once; a photo already there is kept. */
export async function ensurePhotoPool(store: MediaStore): Promise<void> {
  try {
    await Promise.all(sceneKinds.flatMap((kind) => Array.from({ length: VARIANTS }, async (_, variant) => {
      const key = photoKey(kind, variant);
      if (await store.exists(key)) return;
      await store.put(key, await renderPhoto(kind, variant), 'image/jpeg');
    })));
  } finally {
    releaseSceneMemory();
  }
}

const open = new Set(['texas-oklahoma', 'great-plains']);

/** The scene a listing's photos mostly show, from its types and state. */
export function sceneFor(propertyTypes: number, primaryType: number, abbreviation: string): SceneKind {
  if (primaryType === PropertyType.BEACHFRONT) return 'coast';
  if (propertyTypes & PropertyType.WATERFRONT) return 'water';
  if (desertStates.has(abbreviation) && primaryType !== PropertyType.FARM) return 'desert';
  if (primaryType === PropertyType.FARM) return 'field';
  if (primaryType === PropertyType.RANCH) return 'range';
  if (primaryType === PropertyType.HUNTING && open.has(ecoregionOf(abbreviation))) return 'range';
  if (primaryType === PropertyType.TIMBERLAND || primaryType === PropertyType.HUNTING) return 'forest';
  if (mountainStates.has(abbreviation)) return 'mountain';
  return 'pasture';
}

/** The scenes that may follow a listing's own in its gallery: no desert by a Georgia pond, no beach on a ranch. */
const companions: Readonly<Record<SceneKind, readonly SceneKind[]>> = {
  pasture: ['pasture', 'field', 'forest', 'water', 'range'],
  field: ['field', 'pasture', 'forest', 'range'],
  forest: ['forest', 'pasture', 'water'],
  mountain: ['mountain', 'forest', 'pasture', 'water'],
  desert: ['desert', 'range', 'mountain'],
  water: ['water', 'forest', 'pasture'],
  range: ['range', 'pasture', 'field', 'water'],
  coast: ['coast', 'water'],
};

/** Storage keys of a listing's photos: the first (the thumbnail) shows its scene, the rest mostly too, else a scene that goes with it. */
export function photoKeysFor(random: Random, scene: SceneKind, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = i === 0 || random.chance(0.6) ? scene : random.pick(companions[scene]);
    return photoKey(kind, random.int(0, VARIANTS - 1));
  });
}
