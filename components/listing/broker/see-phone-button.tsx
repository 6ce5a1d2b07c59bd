'use client';

import { HiddenPhone } from '@/components/ui/hidden-phone';
import { reportListingEvent, type DataLayerListing } from '@/lib/analytics';

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
 * SPEC §4/§7: the broker's phone is behind 'See phone'. Revealing it logs one 'phone click' for the
 * listing and pushes 'click to see phone'; on a phone-sized screen the number is then a tel: link whose
 * taps push 'click to call'.
 */
export function SeePhoneButton({ phone, listing, label, callLabel }: SeePhoneButtonProps) {
  const logReveal = () => reportListingEvent({ logType: 'phone click', listingId: listing.listingId });
  return <HiddenPhone phone={phone} label={label} callLabel={callLabel} callableOn="phones" subject={listing} logReveal={logReveal} className={control} />;
}
