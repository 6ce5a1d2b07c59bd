import { getTranslations } from 'next-intl/server';
import type { SiteBrand } from '@/lib/brand/schema';
import { brandAssetPath } from '@/lib/brand/metadata';
import { headerModel } from '@/lib/navigation/header-model';
import { hrefFor } from '@/lib/navigation/links';
import { DisclosureMenu } from './disclosure-menu';
import { MobileMenuButton } from './mobile-menu-button';

export async function SiteHeader({ brand }: { brand: SiteBrand }) {
  const t = await getTranslations('header');
  const model = headerModel(brand, (key) => t(key));
  return (
    <header className="border-b border-line bg-white">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <a href={hrefFor(brand, { kind: 'home' })} className="shrink-0" aria-label={`${brand.name} home`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG logo needs no resizing */}
          <img src={brandAssetPath(brand, brand.theme.logo)} alt={brand.name} width={180} height={40} className="h-9 w-auto" />
        </a>
        <nav aria-label={t('mainNavigation')} className="hidden flex-1 items-center gap-1 lg:flex">
          {model.menus.map((menu) => (
            <DisclosureMenu key={menu.id} label={menu.label} links={menu.links} columns={menu.columns} />
          ))}
        </nav>
        <ul className="ml-auto hidden items-center gap-3 text-sm lg:flex">
          {model.actions.map((action) => (
            <li key={action.label}>
              <a href={action.href} className="rounded px-2 py-2 font-medium hover:underline">
                {action.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="ml-auto lg:hidden">
          <MobileMenuButton model={model} openLabel={t('openMenu')} closeLabel={t('closeMenu')} navLabel={t('mainNavigation')} />
        </div>
      </div>
    </header>
  );
}
