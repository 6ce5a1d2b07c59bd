const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  webp: 'image/webp',
};

/** The content type of a brand image file, by the extensions the brand schema allows. */
export function assetContentType(file: string): string {
  return contentTypes[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
