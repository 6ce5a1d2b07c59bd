import type { HeaderModel } from '@/lib/navigation/header-model';

/** The mobile menu's content; only ever loaded by MobileMenuButton when first opened. */
export function MobileMenuPanel({ model, open, navLabel }: { model: HeaderModel; open: boolean; navLabel: string }) {
  return (
    <nav id="mobile-menu" aria-label={navLabel} hidden={!open} className="absolute inset-x-0 top-16 z-40 max-h-[80vh] overflow-auto border-b border-line bg-white p-4 shadow-lg">
      <ul className="mb-4 grid grid-cols-2 gap-2">
        {model.actions.map((action) => (
          <li key={action.label}>
            <a href={action.href} className="block rounded bg-surface px-3 py-2 font-medium">
              {action.label}
            </a>
          </li>
        ))}
      </ul>
      {model.menus.map((menu) => (
        <details key={menu.id} className="border-t border-line py-2">
          <summary className="cursor-pointer py-1 font-semibold">{menu.label}</summary>
          <ul className="mt-1 grid grid-cols-2 gap-1">
            {menu.links.map((link) => (
              <li key={link.href + link.label}>
                <a href={link.href} className="block py-1">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  );
}
