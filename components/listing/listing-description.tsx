import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import { descriptionParagraphs } from '@/lib/listings/detail';
import { ListingSection } from './listing-section';

type Props = { description: string };

/**
 * The broker's description as plain text in paragraphs: text nodes only, never parsed as HTML, so a
 * `<script>` or markup in it shows as the characters typed.
 */
export function ListingDescription({ description }: Props) {
  const t = useTranslations('listing.description');
  const paragraphs = descriptionParagraphs(description);
  if (paragraphs.length === 0) return null;
  return (
    <ListingSection id="description" heading={t('heading')} data-testid="listing-description">
      <div className="max-w-prose space-y-4 break-words leading-relaxed">
        {paragraphs.map((lines, i) => (
          <p key={i}>
            {lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        ))}
      </div>
    </ListingSection>
  );
}
