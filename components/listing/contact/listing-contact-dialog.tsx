'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { pushDataLayerEvent, type DataLayerListing } from '@/lib/analytics';
import { fetchListingContact, type ListingContact, type ListingContactAnswer } from '@/lib/leads';
import { ContactBrokerDialog } from './contact-broker-modal';
import { preloadLeadForm } from './lead-form-loader';

// The contact-broker modal of a listing that a page knows only by its placard (search results, a
// broker's listings, featured listings): a chunk of its own, loaded when the visitor reaches for the
// placard's "Contact broker". Its props come from GET /api/leads/contact/{id}, built as the listing page
// builds its card's; the form, the endpoint and the server's rules are the listing page's.

const contacts = new Map<number, Promise<ListingContactAnswer>>();

/** The listing's contact props, asked once until the next full page load; a failed ask is asked again next time. */
function contactOf(listingId: number): Promise<ListingContactAnswer> {
  const known = contacts.get(listingId);
  if (known) return known;
  const asked = fetchListingContact(listingId);
  contacts.set(listingId, asked);
  asked.catch(() => contacts.delete(listingId));
  return asked;
}

export interface ListingContactDialogProps {
  listingId: number;
  /** The placard's data-layer record, for 'lead viewed' and 'lead generated'. */
  analytics: DataLayerListing;
  open: boolean;
  onClose: () => void;
  /** Where the visitor goes when the contact cannot be had (the listing stopped taking leads, a limit, the network): the listing page's card. */
  fallbackHref: string;
}

/**
 * Mounted when the visitor reaches for the placard's link: asks for the listing's contact and the form's
 * code at once, and shows the modal while `open` once the contact is there, over the page rather than in
 * the placard (which may sit in a scrolled row). Each listing's form has a UI-store form id of its own, so
 * a lead sent to one broker does not show as sent in another listing's modal. Pushes 'lead viewed' each
 * time the modal shows, as the listing page's contact button does.
 */
export function ListingContactDialog({ listingId, analytics, open, onClose, fallbackHref }: ListingContactDialogProps) {
  const [contact, setContact] = useState<ListingContact | null>(null);

  useEffect(() => {
    void preloadLeadForm();
  }, []);

  useEffect(() => {
    if (contact) return;
    let current = true;
    contactOf(listingId).then(
      (answer) => current && setContact({ ...answer, analytics }),
      // Reaching for the link asks early; only a visitor who asked for the modal is sent to the page.
      () => current && open && window.location.assign(fallbackHref),
    );
    return () => {
      current = false;
    };
  }, [contact, listingId, analytics, open, fallbackHref]);

  const shown = open && contact !== null;
  useEffect(() => {
    if (shown) pushDataLayerEvent('lead viewed', analytics);
  }, [shown, analytics]);

  if (!contact) return null;
  return createPortal(
    <ContactBrokerDialog contact={contact} open={open} onClose={onClose} formId={`contact-broker-listing-${listingId}`} idPrefix={`contact-listing-${listingId}`} />,
    document.body,
  );
}
