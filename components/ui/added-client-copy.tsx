'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

/**
 * The copy of the provider above (the root layout's) with `messages` added: a page's extra namespaces
 * cross into the browser once, and the layout's namespaces are not sent again with them.
 */
export function AddedClientCopy({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const inherited = useMessages();
  const merged = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={useLocale()} timeZone={useTimeZone()} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
