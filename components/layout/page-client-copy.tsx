import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';

/**
 * Hands a page's own client components the copy only they read (`extra` namespaces) on top of what the
 * root layout gives every page, so the rest of the site does not carry it.
 */
export async function PageClientCopy({ extra, children }: { extra: readonly string[]; children: ReactNode }) {
  const [messages, locale] = await Promise.all([getMessages(), getLocale()]);
  return <NextIntlClientProvider locale={locale} messages={clientMessages(messages, extra)}>{children}</NextIntlClientProvider>;
}
