import { useTranslations } from 'next-intl';
import { VideoPanel } from '@/components/listing/gallery/video-panel';
import type { ListingVideo } from '@/lib/listings/media';

interface BrokerVideoProps {
  video: ListingVideo | null;
  /** The broker's display name: the heading and the player's title. */
  name: string;
}

/**
 * SPEC §2.1 broker video, played as a listing's: a 16:9 frame with a Play button, and the YouTube
 * (nocookie) or Vimeo player only after it is pressed; left out when the broker has no video.
 */
export function BrokerVideo({ video, name }: BrokerVideoProps) {
  const t = useTranslations('brokerProfile.video');
  if (!video) return null;
  return (
    <section className="mt-10" aria-labelledby="video-heading" data-testid="broker-video">
      <h2 id="video-heading" className="text-xl font-semibold">{t('heading', { name })}</h2>
      <div className="mt-4 aspect-video w-full overflow-hidden rounded-lg bg-black">
        <VideoPanel video={video} title={name} poster={null} />
      </div>
    </section>
  );
}
