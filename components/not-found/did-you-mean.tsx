import { useTranslations } from 'next-intl';
import type { SiteBrand } from '@/lib/brand';
import { hrefFor } from '@/lib/navigation';
import type { PlaceSuggestion } from '@/lib/not-found/place-suggestions';

interface Props {
  brand: SiteBrand;
  suggestions: readonly PlaceSuggestion[];
}

/**
 * "Did you mean": the real places (or states) spelled nearest to the one the URL named, best first, each
 * a link to its search (docs/not-found.md). Plain links in the server HTML; nothing when there are none.
 */
export function DidYouMean({ brand, suggestions }: Props) {
  const t = useTranslations('notFoundHelp');
  if (suggestions.length === 0) return null;
  return (
    <nav aria-labelledby="did-you-mean-heading" className="mt-6" data-testid="did-you-mean">
      <h2 id="did-you-mean-heading" className="text-lg font-semibold text-ink">{t('didYouMean')}</h2>
      <ol className="mt-3 flex flex-wrap justify-center gap-2">
        {suggestions.map(({ label, route }) => {
          const href = hrefFor(brand, route);
          return (
            <li key={href}>
              <a
                href={href}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 py-2 font-medium text-ink hover:border-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                {label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
