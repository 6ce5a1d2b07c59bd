import { notFound } from 'next/navigation';
import { brand as brandSegment } from 'next/root-params';
import { siteBrand } from './registry';
import type { SiteBrand } from './schema';

/**
 * The brand of the page being rendered, from the `[brand]` root segment. Only the proxy writes that
 * segment (it rewrites every page path by the host's brand), so pages never read request headers or
 * cookies and render the same for every visitor of a brand (DESIGN §3.1).
 */
export async function pageBrand(): Promise<SiteBrand> {
  const brand = siteBrand(await brandSegment());
  if (!brand) notFound();
  return brand;
}
