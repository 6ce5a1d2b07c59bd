import { MobileAccountSection } from '@/components/account/mobile-account-section';
import type { HeaderModel } from '@/lib/navigation';

export interface MobileMenuPanelProps {
  id: string;
  model: HeaderModel;
  open: boolean;
  navLabel: string;
}

/** The mobile menu's content; loaded by MobileMenuButton at the first open, then kept and hidden. */
export function MobileMenuPanel({ id, model, open, navLabel }: MobileMenuPanelProps) {
  return (
    <nav
      id={id}
      aria-label={navLabel}
      hidden={!open}
      className="absolute inset-x-0 top-16 z-40 max-h-[80vh] overflow-auto border-b border-line bg-white p-4 text-ink shadow-lg"
    >
      <MobileAccountSection account={model.account} />
      <ul className="mb-4 grid grid-cols-2 gap-2">
        {model.actions.map((action) => (
          <li key={action.href + action.label}>
            <a href={action.href} className="block rounded bg-surface px-3 py-2 font-medium">
              {action.label}
            </a>
          </li>
        ))}
      </ul>
      {/* Native disclosures: keyboard and screen-reader support without more script. */}
      {model.menus.map((menu) => (
        <details key={menu.id} className="border-t border-line py-2">
          <summary className="cursor-pointer rounded py-1 font-semibold">{menu.label}</summary>
          <ul className="mt-1 grid grid-cols-2 gap-1">
            {menu.links.map(([label, href]) => (
              <li key={href + label}>
                <a href={href} className="block rounded py-1">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  );
}
