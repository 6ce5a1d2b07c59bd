'use client';

import { useCallback, useState } from 'react';
import { pushDataLayerEvent, type DataLayerListing } from '@/lib/analytics';
import { reportListingEvent } from '@/lib/analytics';
import { useMinWidth } from '@/lib/hooks/use-min-width';
import { telHref } from '@/lib/text/tel-href';

export interface SeePhoneButtonProps {
  phone: string;
  listing: DataLayerListing;
  /** The button's text ("See phone"). */
  label: string;
  /** Accessible name of the tel: link ("Call (512) 555-0100"). */
  callLabel: string;
}

const control = 'inline-flex min-h-11 items-center gap-2 rounded border border-line px-4 py-2 font-semibold';

/**
 * SPEC §4/§7: the broker's phone is behind 'See phone'. Revealing it logs one 'phone click' and pushes
 * 'click to see phone'; on a phone-sized screen the number is then a tel: link whose taps push 'click
 * to call'. Focus moves to the number, so keyboard users are not left on a button that is gone.
 */
export function SeePhoneButton({ phone, listing, label, callLabel }: SeePhoneButtonProps) {
  const [shown, setShown] = useState(false);
  const phoneSized = !useMinWidth('medium');
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);
  const href = telHref(phone);

  if (!shown) {
    return (
      <button
        type="button"
        className={control}
        onClick={() => {
          setShown(true);
          reportListingEvent({ logType: 'phone click', listingId: listing.listingId });
          pushDataLayerEvent('click to see phone', listing);
        }}
      >
        {label}
      </button>
    );
  }
  if (phoneSized && href) {
    return (
      <a ref={focusOnMount} href={href} aria-label={callLabel} className={control} onClick={() => pushDataLayerEvent('click to call', listing)}>
        {phone}
      </a>
    );
  }
  return (
    <span ref={focusOnMount} tabIndex={-1} className={`${control} select-all`}>
      {phone}
    </span>
  );
}
