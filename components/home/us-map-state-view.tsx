import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { StateShapesJson } from '@/lib/us-map';
import { UsMapShapeLink } from './us-map-shape-link';

interface Props {
  shapes: StateShapesJson;
  /** The state's own search page. */
  stateHref: string;
  onBack: () => void;
}

/** One state's counties, each a link to its search page, with the same links as a list for keyboards and screen readers. */
export function UsMapStateView({ shapes, stateHref, onBack }: Props) {
  const t = useTranslations('usMap');
  const heading = useRef<HTMLHeadingElement>(null);
  const { state, counties } = shapes;

  // Shown in place of the US map: focus moves to what replaced the link the user chose.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="absolute inset-0 flex flex-col" data-testid="us-map-state">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 pb-2">
        <button type="button" onClick={onBack} className="rounded border border-line px-3 py-1 text-sm hover:bg-surface">
          <span aria-hidden="true">← </span>
          {t('allStates')}
        </button>
        <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold">
          {state.name}
        </h3>
        <a href={stateHref} className="text-sm underline underline-offset-2">
          {t('allOfState', { state: state.name })}
        </a>
        <details className="relative ml-auto text-sm">
          <summary className="cursor-pointer">{t('countyList')}</summary>
          <ul className="absolute right-0 z-10 mt-1 max-h-72 w-64 overflow-y-auto rounded border border-line bg-white p-2 shadow-lg">
            {counties.map((county) => (
              <li key={county.id}>
                <a href={county.href} className="block rounded px-2 py-1 hover:bg-surface">
                  {county.name}
                </a>
              </li>
            ))}
          </ul>
        </details>
      </div>
      <svg viewBox={shapes.viewBox} fillRule="evenodd" role="group" aria-label={t('countiesOf', { state: state.name })} className="min-h-0 w-full flex-1">
        {counties.map((county) => (
          <UsMapShapeLink key={county.id} href={county.href} label={county.name} d={county.d} />
        ))}
      </svg>
    </div>
  );
}
