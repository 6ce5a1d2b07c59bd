import { useTranslations } from 'next-intl';
import type { SiteBrand } from '@/lib/brand';
import { brandLink, footerColumnLinks, isLink, linkRows, type FooterRanking } from '@/lib/navigation';
import { SiteFooterView, type SiteFooterModel, type SocialRow } from './site-footer-view';

type Network = SiteBrand['socialLinks'][number]['network'];

const networkNames: Readonly<Record<Network, string>> = {
  facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', x: 'X', linkedin: 'LinkedIn', pinterest: 'Pinterest', tiktok: 'TikTok',
};

export interface SiteFooterProps {
  brand: SiteBrand;
  /** Popular states and types first (SPEC §7 popular names); null keeps the built-in order. */
  ranking?: FooterRanking | null;
}

/**
 * SPEC §2.6 footer: the brand file's columns, then copyright, legal links and social accounts, each
 * social link named for whose account and where ("Acrewise on Facebook"). Worked out here, drawn by
 * `SiteFooterView`.
 */
export function SiteFooter({ brand, ranking }: SiteFooterProps) {
  const t = useTranslations();
  // A column whose pages are not built yet has no links, and then no heading either.
  const columns = brand.footer.columns
    .map((column) => ({
      title: column.title,
      links: linkRows(footerColumnLinks(brand, column, (key) => t(key), ranking)),
      ...(column.kind === 'links' ? {} : { collapsedCount: column.collapsedCount }),
    }))
    .filter(({ links }) => links.length > 0);
  const social = brand.socialLinks.map((link): SocialRow => {
    const network = networkNames[link.network];
    return [network, link.url, t('footer.socialLink', { brand: brand.shortName, network })];
  });
  const model: SiteFooterModel = {
    navigationLabel: t('footer.navigation'),
    columns,
    moreLabel: t('footer.more'),
    lessLabel: t('footer.less'),
    rights: t('footer.rights', { year: new Date().getFullYear(), owner: brand.footer.copyright }),
    legalLabel: t('footer.legal'),
    legal: linkRows(brand.legalLinks.map((link) => brandLink(brand, link)).filter(isLink)),
    followLabel: t('footer.followUs'),
    social,
  };
  return <SiteFooterView model={model} />;
}
