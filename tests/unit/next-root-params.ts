// Stands in for `next/root-params` in vitest: Next's compiler replaces that module at build time, so
// tests set the root `[brand]` segment of the page they render here.
let current = 'land';

export async function brand(): Promise<string> {
  return current;
}

/** The `[brand]` segment the next rendered page sees. */
export function setRootBrand(key: string): void {
  current = key;
}
