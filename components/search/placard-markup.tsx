import { useTranslations } from 'next-intl';
import { LikeButton } from '@/components/account/like-button';
import type { LinkComponent } from '@/components/ui/link-props';
import { CONTACT_ANCHOR } from '@/lib/leads';
import type { PlacardCard } from './placard-card';
import { hasLevelBadge, placardAnalytics, placardPhotoUrls } from './placard-card-read';
import { PlacardCarousel } from './placard-carousel';
import { PlacardContactAction } from './placard-contact-action';
import { PlacardImage } from './placard-image';

// The classes are the `placard-*` components of styles/globals.css: a search page writes 24 placards,
// and one class per element instead of a run of utilities keeps its HTML small (docs/performance.md).

/**
 * A search result (SPEC §3 placard, §4 rules): level-sized photo or carousel, status pill, level badge,
 * Like, price, acres, place, media, broker, and Contact broker. Drawn in the browser's bundle from the
 * compact card (`placardCard`), so the page carries the placard's data once, not its markup twice.
 */
export function PlacardMarkup({ card, TitleLink }: { card: PlacardCard; TitleLink: LinkComponent }) {
  const t = useTranslations('placard');
  const { photos } = card;
  const urls = placardPhotoUrls(card);
  const firstPhoto = urls[0];
  const badge = hasLevelBadge(card.level) ? t(`badges.${card.level}`) : null;
  const analytics = placardAnalytics(card);
  return (
    // Full height of its grid cell, the broker block at the bottom: a row of placards ends in one line.
    <article className="placard" data-level={card.level} data-listing-id={card.id}>
      <div className="placard-photo">
        {photos?.carousel ? (
          <PlacardCarousel images={urls} alt={card.title} width={photos.width} height={photos.height} load={card.load} />
        ) : photos && firstPhoto !== undefined ? (
          <PlacardImage src={firstPhoto} alt={card.title} width={photos.width} height={photos.height} load={card.load} />
        ) : null}
        {(card.pill || badge) && (
          // One row across the photo's top: the pill on the left may wrap, the level badge keeps its
          // corner, and on a narrow placard neither runs under the other.
          <div className="placard-tags">
            {card.pill ? (
              <span className="placard-pill" data-testid="status-pill">
                {card.pillMobile ? (
                  <>
                    <span className="md:hidden">{card.pillMobile}</span>
                    <span className="hidden md:inline">{card.pill}</span>
                  </>
                ) : (
                  card.pill
                )}
              </span>
            ) : (
              <span />
            )}
            {badge && <span className="placard-badge" data-testid="level-badge">{badge}</span>}
          </div>
        )}
        {/* SPEC §4 Like, in the corner the carousel's counter leaves free. */}
        <div className="placard-like">
          <LikeButton listing={analytics} title={card.title} variant="icon" />
        </div>
      </div>
      <div className="placard-body">
        <p className="placard-figures">
          <span className="placard-price">{card.price}</span>
          <span className="placard-acres">{card.acres}</span>
          {card.change && <span className="placard-change">{card.change}</span>}
        </p>
        <h2 className="placard-title">
          <TitleLink href={card.href}>{card.title}</TitleLink>
        </h2>
        <p className="placard-place">{card.place}</p>
        {card.media && (
          <ul className="placard-media" aria-label={t('media')}>
            {card.media.map((item) => <li key={item}>{t(item)}</li>)}
          </ul>
        )}
        {(card.broker || card.contact) && (
          <div className="placard-foot">
            {card.broker && (
              <p className="placard-broker" data-testid="broker-block">
                <a href={card.broker.href}>{card.broker.name}</a>
                {card.broker.company && <span> · {card.broker.company}</span>}
              </p>
            )}
            {/* SPEC §4's one lead rule: only where the listing page shows the contact form (its #contact card, the link's target without JavaScript). */}
            {card.contact && (
              <p className="mt-2">
                <PlacardContactAction listingId={card.id} href={`${card.href}#${CONTACT_ANCHOR}`} analytics={analytics} aria-haspopup="dialog" className="placard-contact-action" data-testid="contact-action">
                  <span aria-hidden="true" className="placard-mail-icon" />
                  {t('contactBroker')}
                </PlacardContactAction>
              </p>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
