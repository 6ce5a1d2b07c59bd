import type { SiteBrand } from '@/lib/brand';

/**
 * The brand's name set in its own web font (never text inside an SVG, which falls back to whatever
 * serif or sans the device has and overlaps itself): the short name, and the rest of the full name
 * ("Farm & Ranch") on a second, smaller line.
 */
export function BrandWordmark({ brand }: { brand: SiteBrand }) {
  const rest = brand.name.startsWith(brand.shortName) ? brand.name.slice(brand.shortName.length).trim() : '';
  return (
    <span className="flex flex-col leading-none text-primary" aria-hidden="true">
      <span className="text-xl font-bold tracking-tight">{brand.shortName}</span>
      {rest && <span className="mt-0.5 text-xs font-medium text-muted">{rest}</span>}
    </span>
  );
}
