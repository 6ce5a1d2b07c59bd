import type { SiteBrand } from '@/lib/brand';
import { brokerProfileRoute, type BrokerSummary } from '@/lib/brokers';
import { hrefFor } from '@/lib/navigation';

/** A broker's profile page as an absolute URL (mail, where only absolute links work): its canonical path on the brand's origin. */
export function profileUrl(brand: SiteBrand, origin: string, broker: Pick<BrokerSummary, 'accountId' | 'contactName' | 'companyName'>): string {
  return `${origin}${hrefFor(brand, brokerProfileRoute(broker))}`;
}
