'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ResizedImage } from '@/components/ui/resized-image';
import { sendProfileImage, type ProfileImage, type ProfileImageKind } from '@/lib/seller-profile';
import { FileDrop } from './file-drop';

type Outcome = { ok: true } | { ok: false; message: string };

// The box each image is shown in: the public profile's round portrait and its logo fitted inside 160 x 80.
const frames: Record<ProfileImageKind, { width: number; height: number; className: string }> = {
  portrait: { width: 120, height: 120, className: 'h-28 w-28 rounded-full object-cover' },
  logo: { width: 160, height: 80, className: 'h-20 w-40 object-contain' },
};

/**
 * The seller's portrait or logo: what the public profile shows now, and a new one dropped or chosen,
 * sent with a progress line; a refused image's sentence (not a photo, too large...) stays under it.
 */
export function ProfileImagePicker({ kind, image, onUploaded }: { kind: ProfileImageKind; image: ProfileImage | null; onUploaded: (image: ProfileImage) => void }) {
  const t = useTranslations('profileEditor.images');
  const headingId = useId();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const frame = frames[kind];

  const upload = async ([file]: File[]) => {
    if (!file) return;
    setOutcome(null);
    setProgress({ name: file.name, percent: 0 });
    const answer = await sendProfileImage(kind, file, (percent) => setProgress({ name: file.name, percent }), t('failed'));
    setProgress(null);
    const stored = answer.ok ? answer.files[0] : undefined;
    if (stored) {
      onUploaded({ documentId: stored.documentId, src: stored.src });
      setOutcome({ ok: true });
    } else {
      setOutcome({ ok: false, message: answer.ok ? t('failed') : answer.message });
    }
  };

  return (
    <section aria-labelledby={headingId} data-testid={`profile-${kind}`} className="min-w-0">
      <h3 id={headingId} className="mb-2 font-semibold">{t(kind)}</h3>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex h-28 w-40 shrink-0 items-center justify-center rounded border border-line bg-surface">
          {image ? (
            <ResizedImage key={image.documentId} src={image.src} alt={t(kind === 'portrait' ? 'portraitAlt' : 'logoAlt')} width={frame.width} height={frame.height} className={frame.className} />
          ) : <span className="text-sm text-muted">{t('none')}</span>}
        </div>
        <div className="min-w-0 flex-1">
          <FileDrop accept="image/jpeg,image/png,image/webp,image/gif,image/avif" multiple={false} busy={progress !== null}
            label={t(kind === 'portrait' ? 'choosePortrait' : 'chooseLogo')} onFiles={(files) => void upload(files)}>
            <p className="text-sm text-muted">{t('drop')}</p>
          </FileDrop>
          <p className="mt-1 text-sm text-muted">{t('types')}</p>
        </div>
      </div>
      <div role="status" className="mt-2 min-h-5 text-sm">
        {progress ? (
          <span data-testid="upload-progress">
            {t('uploading', { name: progress.name, percent: progress.percent })}
            <progress max={100} value={progress.percent} aria-hidden="true" className="ml-2 align-middle" />
          </span>
        ) : outcome?.ok ? t('uploaded') : null}
      </div>
      <p role="alert" className="min-h-5 text-sm text-red-700">{outcome && !outcome.ok ? outcome.message : null}</p>
    </section>
  );
}
