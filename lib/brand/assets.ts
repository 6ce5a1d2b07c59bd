import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { assetContentType } from './asset-content-type';
import { brandAssetPath } from './metadata';
import type { SiteBrand } from './schema';

export interface BrandAsset {
  body: Uint8Array;
  contentType: string;
}

const pngIcons: Record<string, number> = {
  'apple-touch-icon.png': 180,
  'icon-192.png': 192,
  'icon-512.png': 512,
  'favicon-48.png': 48,
};

function manifest(brand: SiteBrand): string {
  return JSON.stringify({
    name: brand.name,
    short_name: brand.shortName,
    description: brand.tagline,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: brand.theme.themeColor,
    icons: [
      { src: brandAssetPath(brand, brand.theme.icon), sizes: 'any', type: assetContentType(brand.theme.icon) },
      { src: brandAssetPath(brand, 'icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: brandAssetPath(brand, 'icon-512.png'), sizes: '512x512', type: 'image/png' },
    ],
  });
}

const rendered = new Map<string, Uint8Array>();

async function readBrandFile(brand: SiteBrand, file: string): Promise<Uint8Array> {
  return fs.readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'brands', brand.key, file));
}

/** Only files the brand config names (or icons derived from them) are served; nothing else in the folder. */
export async function brandAsset(brand: SiteBrand, file: string): Promise<BrandAsset | null> {
  if (file === 'manifest.webmanifest') {
    return { body: new TextEncoder().encode(manifest(brand)), contentType: 'application/manifest+json' };
  }
  if (file === brand.theme.logo || file === brand.theme.icon || file === brand.home.hero?.image) {
    return { body: await readBrandFile(brand, file), contentType: assetContentType(file) };
  }
  const size = pngIcons[file];
  if (size === undefined) return null;
  const key = `${brand.key}/${file}`;
  let body = rendered.get(key);
  if (!body) {
    const source = await readBrandFile(brand, brand.theme.icon);
    body = new Uint8Array(await sharp(source, { density: 300 }).resize(size, size).png().toBuffer());
    rendered.set(key, body);
  }
  return { body, contentType: 'image/png' };
}
