'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField, controlClass } from '@/components/ui/form-fields';
import { useListingStep } from '@/lib/hooks/use-listing-step';
import { mediaStep, sellerPaths, uploadedDocumentSchema, uploadedPhotoSchema, uploadFiles, type ListingDraftView } from '@/lib/listing-editor';
import { FileDrop } from './file-drop';
import { PhotoList, type PhotoItem } from './photo-list';
import { StepFrame } from './step-frame';

interface Progress {
  name: string;
  percent: number;
}

/** Step 5: photos (dropped or chosen, many at once, with progress), a video and a tour link, PDFs. */
export function StepMedia({ draft, onSaved, onBack }: { draft: ListingDraftView; onSaved: (draft: ListingDraftView) => void; onBack: () => void }) {
  const t = useTranslations('sellerWorkspace.media');
  const ts = useTranslations('sellerWorkspace.steps');
  const tf = useTranslations('forms');
  const { form, submit, submission } = useListingStep(draft.id, 'media', mediaStep, draft.data.media, onSaved);
  const { register, watch, setValue, formState: { errors } } = form;
  const photos: PhotoItem[] = (watch('photos') ?? []).map((p) => ({ documentId: p.documentId, alt: p.alt ?? '' }));
  const documents = (watch('documents') ?? []).map((d) => ({ documentId: d.documentId, title: d.title ?? '' }));
  const [progress, setProgress] = useState<Progress | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (kind: 'photos' | 'documents', files: File[]) => {
    setUploadError(null);
    const name = files.length === 1 ? (files[0]?.name ?? '') : `${files.length} files`;
    setProgress({ name, percent: 0 });
    const onProgress = (percent: number) => setProgress({ name, percent });
    if (kind === 'photos') {
      const answer = await uploadFiles(sellerPaths.photos, 'photos', files, uploadedPhotoSchema, onProgress, tf('failed'));
      if (answer.ok) setValue('photos', [...photos, ...answer.files.map((f) => ({ documentId: f.documentId, alt: '' }))], { shouldDirty: true });
      else setUploadError(answer.message);
    } else {
      const answer = await uploadFiles(sellerPaths.documents, 'documents', files, uploadedDocumentSchema, onProgress, tf('failed'));
      if (answer.ok) setValue('documents', [...documents, ...answer.files.map((f) => ({ documentId: f.documentId, title: (f.name ?? 'Document').replace(/\.pdf$/i, '').slice(0, 80) }))], { shouldDirty: true });
      else setUploadError(answer.message);
    }
    setProgress(null);
  };

  return (
    <StepFrame title={ts('media')} submit={submit} busy={submission.submitting || progress !== null} message={submission.message} onBack={onBack}>
      <h3 className="text-sm font-semibold">{t('photos')}</h3>
      <FileDrop accept="image/jpeg,image/png,image/webp,image/gif,image/avif" busy={progress !== null} label={t('choose')} onFiles={(files) => void upload('photos', files)}>
        <p className="text-sm">{t('drop')}</p>
        <p className="text-xs text-muted">{t('photosHint')}</p>
      </FileDrop>
      <div aria-live="polite" className="min-h-6 text-sm">
        {progress && (
          <div className="mt-2" data-testid="upload-progress">
            {t('uploading', { name: progress.name, percent: progress.percent })}
            <progress max={100} value={progress.percent} className="ml-2 align-middle" />
          </div>
        )}
      </div>
      <p role="alert" className="min-h-5 text-sm text-red-700">{uploadError ?? errors.photos?.message}</p>
      <PhotoList photos={photos} onChange={(next) => setValue('photos', next, { shouldDirty: true })} />

      <div className="grid gap-x-4 pt-4 sm:grid-cols-2">
        <TextField id="listing-video" label={t('video')} error={errors.videoUrl?.message} binding={register('videoUrl')} />
        <TextField id="listing-tour" label={t('tour')} error={errors.tourUrl?.message} binding={register('tourUrl')} />
      </div>

      <h3 className="text-sm font-semibold">{t('documents')}</h3>
      <ol className="mb-2 space-y-2">
        {documents.map((document, index) => (
          <li key={document.documentId} className="flex items-end gap-2">
            <div className="grow">
              <label htmlFor={`document-title-${document.documentId}`} className="block text-xs font-semibold">{t('documentTitle', { n: index + 1 })}</label>
              <input id={`document-title-${document.documentId}`} className={controlClass} maxLength={80} value={document.title}
                onChange={(e) => setValue('documents', documents.map((d) => (d.documentId === document.documentId ? { ...d, title: e.target.value } : d)), { shouldDirty: true })} />
            </div>
            <button type="button" aria-label={t('removeDocument', { n: index + 1 })} className="rounded border border-line px-3 py-2 text-sm hover:bg-surface"
              onClick={() => setValue('documents', documents.filter((d) => d.documentId !== document.documentId), { shouldDirty: true })}>✕</button>
          </li>
        ))}
      </ol>
      <p className="min-h-5 text-sm text-red-700">{errors.documents?.message}</p>
      <FileDrop accept="application/pdf" busy={progress !== null} label={t('chooseDocuments')} onFiles={(files) => void upload('documents', files)}>
        <span />
      </FileDrop>
    </StepFrame>
  );
}
