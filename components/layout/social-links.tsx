import { useTranslations } from 'next-intl';
import type { SiteBrand } from '@/lib/brand';

type Network = SiteBrand['socialLinks'][number]['network'];

const networkNames: Readonly<Record<Network, string>> = {
  facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', x: 'X', linkedin: 'LinkedIn', pinterest: 'Pinterest', tiktok: 'TikTok',
};

export interface SocialLinksProps {
  brand: SiteBrand;
}

/** The brand's social accounts; each link's name says whose account and where ("Acrewise on Facebook"). */
export function SocialLinks({ brand }: SocialLinksProps) {
  const t = useTranslations('footer');
  if (brand.socialLinks.length === 0) return null;
  return (
    <nav aria-label={t('followUs')}>
      <ul className="flex flex-wrap gap-4">
        {brand.socialLinks.map((link) => (
          <li key={link.network}>
            <a
              href={link.url}
              rel="noopener"
              aria-label={t('socialLink', { brand: brand.shortName, network: networkNames[link.network] })}
            >
              {networkNames[link.network]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
