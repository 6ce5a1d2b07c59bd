import { getRequestConfig } from 'next-intl/server';
import { currentBrand } from '@/lib/brand/current-brand';
import { loadMessages } from '@/lib/brand/messages';

export default getRequestConfig(async () => {
  const brand = await currentBrand();
  return { locale: 'en-US', timeZone: 'America/Chicago', messages: loadMessages(brand.key) };
});
