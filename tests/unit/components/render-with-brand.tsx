import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import type { Messages } from 'next-intl';
import { loadCompiledMessages } from '@/lib/brand/messages';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';

export type SiteBrandKey = 'land' | 'farm' | 'rec';
export const siteBrandKeys: readonly SiteBrandKey[] = ['land', 'farm', 'rec'];

/** A brand from the real brand files (the same data the app serves). */
export function brandOf(key: SiteBrandKey): SiteBrand {
  const brand = siteBrand(key);
  if (!brand) throw new Error(`brand ${key} missing from brands/`);
  return brand;
}

/** Renders with the brand's merged messages, as the root layout's NextIntlClientProvider does. */
export function renderWithBrand(key: SiteBrandKey, ui: ReactElement): RenderResult {
  return render(
    <NextIntlClientProvider locale="en-US" timeZone="America/Chicago" messages={loadCompiledMessages(key) as Messages}>
      {ui}
    </NextIntlClientProvider>,
  );
}
