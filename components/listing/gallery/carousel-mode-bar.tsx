'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { CarouselMode } from '@/lib/ui';

interface CarouselModeBarProps {
  modes: readonly CarouselMode[];
  current: CarouselMode;
  onSelect: (mode: CarouselMode) => void;
}

/** The carousel's mode switch: one pressed button per mode the listing has. */
export function CarouselModeBar({ modes, current, onSelect }: CarouselModeBarProps) {
  const t = useTranslations('gallery');
  return (
    <div role="group" aria-label={t('modesLabel')} className="flex min-w-0 gap-1 overflow-x-auto">
      {modes.map((mode) => (
        <button
          key={mode}
          type="button"
          aria-pressed={mode === current}
          onClick={() => onSelect(mode)}
          className={clsx('shrink-0 rounded-md px-3 py-1.5 text-sm font-semibold', mode === current ? 'bg-white text-black' : 'hover:bg-white/15')}
        >
          {t(`modes.${mode}`)}
        </button>
      ))}
    </div>
  );
}
