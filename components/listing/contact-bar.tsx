import { useTranslations } from 'next-intl';
import type { DataLayerListing } from '@/lib/analytics';
import type { ListingContact } from '@/lib/leads';
import { SeePhoneButton } from './broker/see-phone-button';
import { ContactBrokerButton } from './contact/contact-broker-button';

export interface ContactBarProps {
  /** The listing's contact (listingContact): the bar exists only where a lead can be sent. */
  contact: ListingContact;
  /** The broker's phone where the page shows it (the broker block's "See phone"), else null. */
  phone: string | null;
  /** The listing's data-layer record, for the phone reveal's events. */
  listing: DataLayerListing;
}

/**
 * The phones' contact bar (below the tablet breakpoint): "Contact broker", which opens the contact
 * card's modal with the lead form, and "Call" when the broker has a phone, which reveals the number as
 * the broker block does (a logged 'phone click', then a tel: link). Server HTML, fixed to the bottom of
 * the window, so nothing moves when it appears; the body gets the bar's height as bottom padding, so
 * the end of the page scrolls clear of it. Render it with the contact card (it opens the card's modal).
 */
export function ContactBar({ contact, phone, listing }: ContactBarProps) {
  const t = useTranslations('listing.contactBar');
  const tb = useTranslations('brokerActions');
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 flex h-18 items-center border-t border-line bg-white px-4 shadow-[0_-2px_10px_rgb(0_0_0/0.08)] lg:hidden print:hidden max-lg:[body:has(&)]:pb-18"
      data-testid="contact-bar"
    >
      <div className="mx-auto flex w-full max-w-xl items-center gap-3">
        {phone && (
          <div className="shrink-0">
            <SeePhoneButton phone={phone} listing={listing} label={t('call')} callLabel={tb('call', { phone })} />
          </div>
        )}
        <ContactBrokerButton
          analytics={contact.analytics}
          className="min-h-11 flex-1 rounded bg-primary px-4 py-2 font-semibold text-primary-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {t('contactBroker')}
        </ContactBrokerButton>
      </div>
    </div>
  );
}
