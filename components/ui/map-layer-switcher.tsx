'use client';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { BaseLayerId } from '@/lib/map';

interface Props {
  choices: BaseLayerId[];
  picked: BaseLayerId;
  onPick: (layer: BaseLayerId) => void;
  className?: string;
}

/** Map / Satellite / Topo over a map: one pressed button, the layers the browser can reach (docs/map.md). */
export function MapLayerSwitcher({ choices, picked, onPick, className }: Props) {
  const t = useTranslations('map.baseLayers');
  if (choices.length < 2) return null;
  return (
    <div role="group" aria-label={t('label')} data-testid="map-layer-switcher"
      className={clsx('inline-flex overflow-hidden rounded border border-line bg-white text-xs font-semibold shadow', className)}>
      {choices.map((layer) => (
        <button key={layer} type="button" aria-pressed={picked === layer} onClick={() => onPick(layer)} data-layer={layer}
          className={clsx('px-2.5 py-1.5', picked === layer ? 'bg-primary text-primary-text' : 'text-ink hover:bg-surface')}>
          {t(layer)}
        </button>
      ))}
    </div>
  );
}
