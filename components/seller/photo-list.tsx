'use client';

import { useTranslations } from 'next-intl';
import { imageSizes, resizedImageUrl } from '@/lib/images';
import { controlClass } from '@/components/ui/form-fields';

export interface PhotoItem {
  documentId: number;
  alt: string;
}

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

const smallButton = 'rounded border border-line px-2 py-1 text-xs font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40';

/** The listing's photos in order, the first the cover: alt text, move earlier or later, make cover, remove. */
export function PhotoList({ photos, onChange }: { photos: readonly PhotoItem[]; onChange: (photos: PhotoItem[]) => void }) {
  const t = useTranslations('sellerWorkspace.media');
  if (photos.length === 0) return <p className="text-sm text-muted">{t('none')}</p>;
  return (
    <ol aria-label={t('photos')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo, index) => {
        const n = index + 1;
        return (
          <li key={photo.documentId} className="rounded border border-line bg-white p-2" data-testid="uploaded-photo">
            <div className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- a resized image of our own service, at its served size */}
              <img src={resizedImageUrl({ documentId: photo.documentId, ...imageSizes.standard })} alt="" width={243} height={162} className="aspect-[3/2] w-full rounded object-cover" />
              {index === 0 && <span className="absolute left-1 top-1 rounded bg-primary px-2 py-0.5 text-xs font-semibold text-primary-text">{t('cover')}</span>}
            </div>
            <label htmlFor={`photo-alt-${photo.documentId}`} className="mt-2 block text-xs font-semibold">{t('alt', { n })}</label>
            <input id={`photo-alt-${photo.documentId}`} className={controlClass} maxLength={150} value={photo.alt}
              onChange={(e) => onChange(photos.map((p) => (p.documentId === photo.documentId ? { ...p, alt: e.target.value } : p)))} />
            <div className="mt-2 flex flex-wrap gap-1">
              <button type="button" className={smallButton} disabled={index === 0} aria-label={t('moveUp', { n })} onClick={() => onChange(move(photos, index, index - 1))}>←</button>
              <button type="button" className={smallButton} disabled={index === photos.length - 1} aria-label={t('moveDown', { n })} onClick={() => onChange(move(photos, index, index + 1))}>→</button>
              {index > 0 && <button type="button" className={smallButton} onClick={() => onChange(move(photos, index, 0))}>{t('makeCover')}</button>}
              <button type="button" className={smallButton} aria-label={t('remove', { n })} onClick={() => onChange(photos.filter((p) => p.documentId !== photo.documentId))}>✕</button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
