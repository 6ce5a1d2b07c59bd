import type { ListingSummary } from '@/lib/search/location-listings';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';

export interface ResultItem extends ListingSummary {
  href: string;
  imageSrc: string | null;
}

/** The result list of a search page; each title links to the listing built by the brand's dialect. */
export function ResultList({ items }: { items: readonly ResultItem[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="overflow-hidden rounded-lg border border-line bg-white">
          {item.imageSrc && (
            // eslint-disable-next-line @next/next/no-img-element -- sized by our own image service
            <img src={item.imageSrc} alt="" width={432} height={288} loading="lazy" decoding="async" className="aspect-[3/2] w-full bg-surface object-cover" />
          )}
          <div className="p-4">
            <p className="text-lg font-semibold">{priceDisplay(item.price)}</p>
            <p className="text-sm text-muted">{acresDisplay(item.acres)}</p>
            <h2 className="mt-1 font-medium">
              <a href={item.href} className="hover:underline">
                {item.title}
              </a>
            </h2>
          </div>
        </li>
      ))}
    </ol>
  );
}
