import type { ListingPhoto } from '@/lib/listings/media';
import { GalleryPhoto } from './gallery-photo';

interface EmbedPosterProps {
  /** The listing's first photo behind the button, dimmed; a plain dark frame without one. */
  poster: ListingPhoto | null;
  label: string;
  onStart: () => void;
}

/** What a video or tour shows before the visitor asks for it: no third-party frame, cookie or script yet. */
export function EmbedPoster({ poster, label, onStart }: EmbedPosterProps) {
  return (
    <div className="relative flex h-full w-full items-center justify-center">
      {poster && <GalleryPhoto photo={{ ...poster, alt: '' }} sizes="100vw" loading="eager" className="absolute inset-0 opacity-40" />}
      <button type="button" onClick={onStart} className="relative flex items-center gap-3 rounded-full bg-white px-6 py-3 text-lg font-semibold text-black shadow-lg hover:bg-white/90">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
          <path d="M5 3l12 7-12 7z" fill="currentColor" />
        </svg>
        {label}
      </button>
    </div>
  );
}
