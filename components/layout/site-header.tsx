import { useTranslations } from 'next-intl';
import { brandAssetPath } from '@/lib/brand/metadata';
import type { SiteBrand } from '@/lib/brand/schema';
import { headerModel, MAIN_CONTENT_ID, namedHref } from '@/lib/navigation';
import { DisclosureMenu } from './disclosure-menu';
import { MobileMenuButton } from './mobile-menu-button';

export interface SiteHeaderProps {
  brand: SiteBrand;
}

/**
 * SPEC §2.6 header: logo, the brand's menus (disclosures) and actions from xl up; below that one
 * Menu button whose panel loads on demand. Server component; only the menus are client islands.
 */
export function SiteHeader({ brand }: SiteHeaderProps) {
  const t = useTranslations();
  const model = headerModel(brand, (key) => t(key));
  return (
    <header className="relative border-b border-line bg-white">
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {t('header.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <a href={namedHref(brand, 'home')} className="shrink-0 rounded">
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG logo needs no resizing */}
          <img
            src={brandAssetPath(brand, brand.theme.logo)}
            alt={t('header.homeLink', { name: brand.name })}
            width={180}
            height={40}
            className="h-9 w-auto"
          />
        </a>
        <nav aria-label={t('header.mainNavigation')} className="hidden flex-1 items-center gap-2 whitespace-nowrap xl:flex">
          <ul className="flex items-center gap-1">
            {model.menus.map((menu) => (
              <li key={menu.id}>
                <DisclosureMenu label={menu.label} links={menu.links} columns={menu.columns} />
              </li>
            ))}
          </ul>
          <ul className="ml-auto flex items-center gap-2 text-sm">
            {model.actions.map((action) => (
              <li key={action.href + action.label}>
                <a href={action.href} className="rounded px-2 py-2 font-medium hover:underline">
                  {action.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto xl:hidden">
          <MobileMenuButton model={model} label={t('header.menu')} navLabel={t('header.mobileNavigation')} />
        </div>
      </div>
    </header>
  );
}
