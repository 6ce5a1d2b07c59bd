import { getTranslations } from 'next-intl/server';
import type { FooterColumn, SiteBrand } from '@/lib/brand/schema';
import { brandLink, type NavLink } from '@/lib/navigation/links';
import { footerTypeLinks, stateLinks } from '@/lib/navigation/menus';
import { ShowMoreList } from '@/components/ui/show-more-list';
import { SocialLinks } from './social-links';

export async function SiteFooter({ brand }: { brand: SiteBrand }) {
  const t = await getTranslations('footer');
  const types = await getTranslations('propertyTypes');
  const linksOf = (column: FooterColumn): NavLink[] => {
    if (column.kind === 'states') return stateLinks(brand);
    if (column.kind === 'property-types') return footerTypeLinks(brand, (key) => types(key));
    return column.links.map((link) => brandLink(brand, link));
  };
  return (
    <footer className="mt-16 bg-primary text-primary-text">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {brand.footer.columns.map((column) => (
          <section key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-base font-semibold">{column.title}</h2>
            {column.kind === 'links' ? (
              <ul className="space-y-1.5">
                {linksOf(column).map((link) => (
                  <li key={link.label}>
                    <a href={link.href} className="hover:underline" {...(link.external ? { rel: 'noopener' } : {})}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <ShowMoreList links={linksOf(column)} collapsedCount={column.collapsedCount} moreLabel={t('more')} lessLabel={t('less')} />
            )}
          </section>
        ))}
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 border-t border-white/20 px-4 py-6 text-sm">
        <p>{t('rights', { year: new Date().getFullYear(), owner: brand.footer.copyright })}</p>
        <SocialLinks brand={brand} label={t('followUs')} />
      </div>
    </footer>
  );
}
