'use client';

import { useState, type AnchorHTMLAttributes } from 'react';
import type { DataLayerListing } from '@/lib/analytics';

// A placard's "Contact broker": a link to the listing page's contact card (#contact), which is what it
// stays without JavaScript and for a click that asks for a new tab. Once hydrated, a plain click opens
// the contact-broker modal over the page instead. This island is all the first load carries (a few
// hundred bytes: the search and listing pages are at their budget); the modal, the form and the
// listing's contact props are fetched when the pointer or the focus reaches the link.
//
// The modal is the listing page's (components/listing/contact), a layer above the placard: it is reached
// only through this on-demand import, never a static one.
const loadDialog = () => import('@/components/listing/contact/listing-contact-dialog');
type Dialog = Awaited<ReturnType<typeof loadDialog>>['ListingContactDialog'];

interface PlacardContactActionProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  listingId: number;
  /** The listing page's contact card: its URL with `#contact`. */
  href: string;
  /** The placard's data-layer record, for 'lead viewed' and 'lead generated'. */
  analytics: DataLayerListing;
}

export function PlacardContactAction({ listingId, analytics, ...link }: PlacardContactActionProps) {
  const [Dialog, setDialog] = useState<Dialog>();
  const [open, setOpen] = useState(false);
  // The modal's chunk; when even that cannot be had, the visitor who asked for it goes to the page.
  const load = (fallback?: string) => loadDialog().then((chunk) => setDialog(() => chunk.ListingContactDialog), () => fallback && window.location.assign(fallback));
  return (
    <>
      <a
        {...link}
        onPointerEnter={() => load()}
        onFocus={() => load()}
        onClick={(event) => {
          // Any button but the main one, or a modifier (new tab or window), keeps the link's own behaviour.
          if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          // The modal gives the focus back here when it closes (a clicked link does not take it in every browser).
          event.currentTarget.focus();
          void load(link.href);
          setOpen(true);
        }}
      />
      {Dialog && <Dialog listingId={listingId} analytics={analytics} open={open} onClose={() => setOpen(false)} fallbackHref={link.href} />}
    </>
  );
}
