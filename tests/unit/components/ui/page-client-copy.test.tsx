// @vitest-environment jsdom
import { render, screen, cleanup } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { AddedClientCopy } from '@/components/ui/added-client-copy';
import { loadCompiledMessages } from '@/lib/brand/messages';
import { clientMessages, clientNamespaces, pageClientMessages } from '@/lib/i18n/client-messages';

// A page's extra copy for its client components travels once: the root layout's namespaces are in the
// browser already, and the page adds only its own (components/ui/page-client-copy.tsx).

afterEach(cleanup);

const messages = loadCompiledMessages('land') as AbstractIntlMessages;

describe('the copy a page adds', () => {
  it("is the page's extra namespaces, none of the layout's", () => {
    const added = pageClientMessages(messages, ['gallery', 'placard', 'listingActions']);
    expect(Object.keys(added).sort()).toEqual(['gallery', 'listingActions']);
    expect(added.gallery).toEqual(messages.gallery);
    for (const name of clientNamespaces) expect(added).not.toHaveProperty(name);
  });

  it("leaves a page-only part of a layout namespace to the page that adds it: the saved-searches rows' words", () => {
    const layout = clientMessages(messages) as Record<string, AbstractIntlMessages>;
    const whole = messages.savedSearches as AbstractIntlMessages;
    expect(whole).toHaveProperty('list');
    // Every page: Save search, its panel and the email choices, without the account page's rows.
    expect(layout.savedSearches).toEqual(Object.fromEntries(Object.entries(whole).filter(([name]) => name !== 'list')));
    // The saved-searches page adds the namespace whole; a page that does not ask for it adds nothing.
    expect(pageClientMessages(messages, ['savedSearches'])).toEqual({ savedSearches: whole });
    expect(pageClientMessages(messages, ['gallery'])).not.toHaveProperty('savedSearches');
  });

  it("gives the saved-searches page's rows their words once the page adds the namespace", () => {
    function Row() {
      const t = useTranslations('savedSearches');
      return <p>{`${t.has('list.rename')} ${t.has('saveButton')}`}</p>;
    }
    render(
      <NextIntlClientProvider locale="en-US" timeZone="America/Chicago" messages={clientMessages(messages)}>
        <Row />
        <AddedClientCopy messages={pageClientMessages(messages, ['savedSearches'])}>
          <Row />
        </AddedClientCopy>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('false true')).toBeInTheDocument();
    expect(screen.getByText('true true')).toBeInTheDocument();
  });

  it("is added in the browser to the layout's, so a page's islands read both", () => {
    function Island() {
      const layoutCopy = useTranslations('placard');
      const pageCopy = useTranslations('gallery');
      return <p>{`${layoutCopy.has('contactBroker')} ${pageCopy.has('seeAll')}`}</p>;
    }
    render(
      <NextIntlClientProvider locale="en-US" timeZone="America/Chicago" messages={clientMessages(messages)}>
        <AddedClientCopy messages={pageClientMessages(messages, ['gallery'])}>
          <Island />
        </AddedClientCopy>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('true true')).toBeInTheDocument();
  });
});
