import { describe, expect, it } from 'vitest';
import { assetContentType } from '@/lib/brand/asset-content-type';

describe('assetContentType', () => {
  it('labels every image type the brand schema allows', () => {
    expect(['logo.svg', 'icon.png', 'favicon.ico', 'mark.webp'].map(assetContentType)).toEqual([
      'image/svg+xml', 'image/png', 'image/x-icon', 'image/webp',
    ]);
  });

  it('falls back to a generic type for anything else', () => {
    expect(assetContentType('notes.txt')).toBe('application/octet-stream');
  });
});
