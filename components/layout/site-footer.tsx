import { useTranslations } from 'next-intl';
import type { SiteBrand } from '@/lib/brand';
import { brandLink, footerColumnLinks, isLink, type FooterRanking } from '@/lib/navigation';
import { FooterColumn } from './footer-column';
import { LinkList } from './link-list';
import { SocialLinks } from './social-links';

export interface SiteFooterProps {
  brand: SiteBrand;
  /** Popular states and types first (SPEC §7 popular names); null keeps the built-in order. */
  ranking?: FooterRanking | null;
}

/** SPEC §2.6 footer: the brand file's columns, then copyright, legal links and social accounts. */
export function SiteFooter({ brand, ranking }: SiteFooterProps) {
  const t = useTranslations();
  const legalLinks = brand.legalLinks.map((link) => brandLink(brand, link)).filter(isLink);
  // A column whose pages are not built yet has no links, and then no heading either.
  const columns = brand.footer.columns.map((column) => ({ column, links: footerColumnLinks(brand, column, (key) => t(key), ranking) })).filter(({ links }) => links.length > 0);
  // The accent focus ring can vanish on the dark footer, so focus there uses the footer text colour
  // (important: the global :focus-visible rule is unlayered and would beat a utility).
  return (
    // The links' styles are on the footer, written once rather than on each of its forty links. Its
    // content is as wide as the header's (max-w-screen-2xl), so the two line up on wide screens.
    <footer className="mt-16 bg-primary text-primary-text [&_:focus-visible]:outline-primary-text! [&_a]:rounded [&_a]:underline-offset-2 [&_a:hover]:underline">
      <nav aria-label={t('footer.navigation')} className="mx-auto grid max-w-screen-2xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {columns.map(({ column, links }) => (
          <FooterColumn
            key={column.title}
            column={column}
            links={links}
            moreLabel={t('footer.more')}
            lessLabel={t('footer.less')}
          />
        ))}
      </nav>
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-4 border-t border-white/20 px-4 py-6 text-sm">
        <p>{t('footer.rights', { year: new Date().getFullYear(), owner: brand.footer.copyright })}</p>
        {legalLinks.length > 0 && (
          <nav aria-label={t('footer.legal')}>
            <LinkList links={legalLinks} className="flex flex-wrap gap-4" />
          </nav>
        )}
        <SocialLinks brand={brand} />
      </div>
    </footer>
  );
}
