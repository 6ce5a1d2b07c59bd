import { brand as brandSegment } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from '@/lib/brand/messages';
import { siteBrand } from '@/lib/brand/registry';

// Messages per brand (shared English plus the brand's overrides), chosen by the [brand] root segment.
export default getRequestConfig(async () => {
  const key = await brandSegment();
  return { locale: 'en-US', timeZone: 'America/Chicago', messages: loadMessages(siteBrand(key)?.key ?? 'land') };
});
