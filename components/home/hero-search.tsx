import { useTranslations } from 'next-intl';
import { PlaceSearchForm } from '@/components/search/place-search-form';
import type { HeroArt } from '@/lib/brand/server';

interface HeroSearchProps {
  title: string;
  /** The line under the heading (brand file copy.heroSubheading). */
  subtitle: string;
  placeholder: string;
  /** The brand's search path, built by its dialect. */
  action: string;
  /** The brand's hero picture (brand file home.hero, lib/brand/hero-art.ts), behind a shade that keeps the words readable. */
  art: HeroArt | null;
  /** How many listings the search box reaches, under it. */
  count: number;
}

/**
 * The home page search box with the brand's placeholder (SPEC §1) over the brand's picture: location
 * suggestions as you type; a plain form underneath, so free text works without scripts. A drawing is
 * inline and a photo a preloaded background, so the heading paints first.
 */
export function HeroSearch({ title, subtitle, placeholder, action, art, count }: HeroSearchProps) {
  const t = useTranslations('home');
  return (
    <section
      className="relative isolate bg-primary bg-cover bg-center px-4 py-14 text-primary-text md:py-24"
      style={art?.kind === 'image' ? { backgroundImage: `url(${art.src})` } : undefined}
      data-testid="home-hero"
    >
      {art?.kind === 'svg' && (
        // A checked drawing from the brand folder (no script, no links: brands:check); inline, it is never the largest paint.
        <div aria-hidden="true" className="absolute inset-0 -z-20 overflow-hidden [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: art.markup }} />
      )}
      {art && <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-black/55 via-black/35 to-black/55" />}
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold text-balance drop-shadow md:text-5xl">{title}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-base text-pretty drop-shadow sm:text-lg md:text-xl" data-testid="hero-subheading">{subtitle}</p>
        <PlaceSearchForm id="hero-search" placeholder={placeholder} action={action} className="mt-8" />
        <p data-testid="available-count" data-count={count} className="mt-4 text-lg font-medium drop-shadow">
          {t('availableCount', { count })}
        </p>
      </div>
    </section>
  );
}
