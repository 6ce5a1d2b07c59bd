import { useTranslations } from 'next-intl';
import { HeaderAccountArea } from '@/components/account/header-account-area';
import { brandAssetPath } from '@/lib/brand/server';
import type { SiteBrand } from '@/lib/brand';
import { headerModel, linkRows, MAIN_CONTENT_ID, namedHref } from '@/lib/navigation';
import { BrandWordmark } from './brand-wordmark';
import { DisclosureMenu } from '@/components/ui/disclosure-menu';
import { MobileMenuButton } from './mobile-menu-button';

export interface SiteHeaderProps {
  brand: SiteBrand;
}

const actionLink = 'rounded px-2 py-2 font-medium hover:underline';

/**
 * SPEC §2.6 header: the brand's mark and wordmark, its menus (disclosures) and actions from xl up;
 * below that one Menu button whose panel loads on demand. Secondary actions fold into a "More" menu
 * until the widest screens, so the bar never overflows. Server component; only the menus are islands. The
 * account area (Log in / Sign up, or My Account once the browser knows the user) is static markup that the
 * after-hydration account chunk brings to life.
 */
export function SiteHeader({ brand }: SiteHeaderProps) {
  const t = useTranslations();
  const model = headerModel(brand, (key) => t(key));
  const secondary = model.actions.filter((a) => !a.primary);
  return (
    <header className="relative border-b border-line bg-white">
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {t('header.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-3 px-4">
        <a href={namedHref(brand, 'home')} className="flex shrink-0 items-center gap-2 rounded" aria-label={t('header.homeLink', { name: brand.name })}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG mark needs no resizing */}
          <img src={brandAssetPath(brand, brand.theme.logo)} alt="" width={36} height={36} className="size-9" />
          <BrandWordmark brand={brand} />
        </a>
        <nav aria-label={t('header.mainNavigation')} className="hidden min-w-0 flex-1 items-center gap-2 whitespace-nowrap xl:flex">
          <ul className="flex items-center gap-1">
            {model.menus.map((menu) => (
              <li key={menu.id}>
                <DisclosureMenu label={menu.label} links={menu.links} columns={menu.columns} />
              </li>
            ))}
          </ul>
          <ul className="ml-auto flex items-center gap-1 text-sm">
            {model.actions.map((action) => (
              <li key={action.href + action.label} className={action.primary ? undefined : 'hidden 3xl:block'}>
                <a href={action.href} className={actionLink}>{action.label}</a>
              </li>
            ))}
            {secondary.length > 0 && (
              <li className="3xl:hidden">
                <DisclosureMenu label={t('header.more')} links={linkRows(secondary)} align="right" />
              </li>
            )}
            <li>
              <HeaderAccountArea account={model.account} />
            </li>
          </ul>
        </nav>
        <div className="ml-auto xl:hidden">
          <MobileMenuButton model={model} label={t('header.menu')} navLabel={t('header.mobileNavigation')} />
        </div>
      </div>
    </header>
  );
}
