import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { SearchMapLabels } from '@/lib/map';

/** The search map's copy from the brand's messages (namespace `map`), with the brand's overrides. */
export function useSearchMapLabels(): SearchMapLabels {
  const t = useTranslations('map');
  return useMemo(
    () => ({
      map: t('map'),
      nearMe: t('nearMe'),
      locating: t('locating'),
      parcelView: t('parcelView'),
      viewListing: t('viewListing'),
      nearMeErrors: {
        denied: t('nearMeErrors.denied'),
        unavailable: t('nearMeErrors.unavailable'),
        timeout: t('nearMeErrors.timeout'),
        unsupported: t('nearMeErrors.unsupported'),
      },
    }),
    [t],
  );
}
