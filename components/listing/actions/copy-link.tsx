'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { controlClass } from '@/components/ui/form-fields';

/** Copies with the Clipboard API; where it is missing or refused, the selected text and the older copy command. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): fall through to the selection.
  }
  if (!input) return false;
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** The listing's link in a read-only field with a "Copy link" button; the result is announced. */
export function CopyLink({ url }: { url: string }) {
  const t = useTranslations('listingActions');
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  return (
    <div>
      <label htmlFor="share-link" className="mb-1 block text-sm font-semibold">{t('linkLabel')}</label>
      <div className="flex gap-2">
        <input ref={input} id="share-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className={controlClass} />
        <button type="button" onClick={async () => setStatus((await copyText(url, input.current)) ? 'copied' : 'failed')}
          className="shrink-0 rounded border border-primary px-3 py-2 font-semibold text-primary hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary">
          {t('copyLink')}
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm">{status === 'copied' ? t('linkCopied') : status === 'failed' ? t('copyFailed') : null}</p>
    </div>
  );
}
