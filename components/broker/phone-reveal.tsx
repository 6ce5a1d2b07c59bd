'use client';

import { HiddenPhone } from '@/components/ui/hidden-phone';
import { reportAccountEvent, type DataLayerBroker, type DataLayerPageType } from '@/lib/analytics';

export interface PhoneRevealProps {
  /** The seller account whose phone this is: the 'phone click' is counted for it. */
  accountId: number;
  phone: string;
  /** The button's text ("Show phone"). */
  label: string;
  /** Accessible name of the revealed tel: link ("Call (512) 555-0100"). */
  callLabel: string;
  /** The broker page it is on, for the data layer: 'broker/member details' on a profile, 'broker directory' on a directory card. */
  pageType: DataLayerPageType;
  className?: string;
}

const control = 'inline-flex min-h-11 items-center rounded border border-line px-4 py-2 font-semibold';

/**
 * A broker's phone behind "Show phone" (profile, agent cards): revealing it logs one 'phone click' for
 * the account and pushes 'click to see phone'; the number is then a tel: link, focused, whose taps
 * push 'click to call'.
 */
export function PhoneReveal({ accountId, phone, label, callLabel, pageType, className = control }: PhoneRevealProps) {
  const broker: DataLayerBroker = { accountId, pageType };
  const logReveal = () => reportAccountEvent({ logType: 'phone click', accountId });
  return <HiddenPhone phone={phone} label={label} callLabel={callLabel} callableOn="every screen" subject={broker} logReveal={logReveal} className={className} />;
}
