import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { SiteBrand } from '@/lib/brand';
import type { ContentPageText } from '@/lib/content-pages/server';
import { MarkdownText } from './markdown-text';

const updatedFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A brand's page of text: its title, when it last changed, the text, and what the page adds below (a form). */
export async function ContentPage({ brand, page, children }: { brand: SiteBrand; page: ContentPageText; children?: ReactNode }) {
  const t = await getTranslations('contentPages');
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-10" data-route-kind="content">
      <h1 className="text-3xl font-bold md:text-4xl">{page.meta.title}</h1>
      <p className="mt-2 text-sm text-muted">{t('updated', { date: updatedFormat.format(new Date(`${page.meta.updated}T00:00:00Z`)) })}</p>
      <div className="mt-4">
        <MarkdownText brand={brand} source={page.body} />
      </div>
      {children}
    </article>
  );
}
