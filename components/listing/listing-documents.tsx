import { useTranslations } from 'next-intl';
import type { DataLayerListing } from '@/lib/analytics';
import type { ListingDocument } from '@/lib/listings/media';
import { DocumentLink } from './document-link';
import { ListingSection } from './listing-section';

type Props = {
  documents: readonly ListingDocument[];
  /** The data layer's listing record (dataLayerListing), for the click events. */
  listing: DataLayerListing;
};

function PdfIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 40" width="32" height="40" className="shrink-0">
      <path d="M2 2h20l8 8v28H2z" fill="#fff" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" className="text-muted" />
      <path d="M22 2v8h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" className="text-muted" />
      <rect x="0" y="20" width="26" height="12" rx="2" fill="#b91c1c" />
      <text x="13" y="29.5" textAnchor="middle" fontSize="9" fontWeight="700" fontFamily="Arial, Helvetica, sans-serif" fill="#fff">PDF</text>
    </svg>
  );
}

/**
 * The broker's documents (survey plats, soil reports, brochures) as links that open each PDF in a new
 * tab; left out when the listing has none. Server HTML; each link is a small island for the click events.
 */
export function ListingDocuments({ documents, listing }: Props) {
  const t = useTranslations('listing.documents');
  if (documents.length === 0) return null;
  return (
    <ListingSection id="documents" heading={t('heading')} data-testid="listing-documents">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {documents.map((document, i) => (
          <li key={document.documentId} className="min-w-0">
            <DocumentLink href={document.href} documentId={document.documentId} listing={listing}>
              <PdfIcon />
              <span className="min-w-0">
                <span className="block break-words font-semibold">{document.title ?? t('untitled', { number: i + 1 })}</span>
                {/* Spaces between the parts, so the link's accessible name reads as words. */}
                {' '}
                <span className="block text-sm text-muted">{t('pdf')}</span>
                {' '}
                <span className="sr-only">{t('newTab')}</span>
              </span>
            </DocumentLink>
          </li>
        ))}
      </ul>
    </ListingSection>
  );
}
