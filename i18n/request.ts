import { brand as brandSegment } from 'next/root-params';
import type { Messages } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { loadCompiledMessages } from '@/lib/brand/server';
import { siteBrand } from '@/lib/brand/server';

// Messages per brand (shared English plus the brand's overrides, compiled: lib/brand/messages.ts),
// chosen by the [brand] root segment.
export default getRequestConfig(async () => {
  const key = await brandSegment();
  return { locale: 'en-US', timeZone: 'America/Chicago', messages: loadCompiledMessages(siteBrand(key)?.key ?? 'land') as Messages };
});
