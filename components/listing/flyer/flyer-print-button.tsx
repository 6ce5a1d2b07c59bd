'use client';

import { useEffect, useRef } from 'react';
import { reportListingEvent } from '@/lib/analytics';

export interface FlyerPrintButtonProps {
  listingId: number;
  label: string;
}

/**
 * Prints the flyer. Every way of printing (this button, the browser's menu, Ctrl+P) fires `beforeprint`,
 * which logs 'flyers printed' once per page view; the endpoint counts a client once per 5 minutes.
 */
export function FlyerPrintButton({ listingId, label }: FlyerPrintButtonProps) {
  const logged = useRef(false);
  useEffect(() => {
    const onBeforePrint = () => {
      if (logged.current) return;
      logged.current = true;
      reportListingEvent({ logType: 'flyers printed', listingId });
    };
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, [listingId]);
  return (
    <button type="button" onClick={() => window.print()} className="min-h-11 rounded bg-primary px-5 py-2 font-semibold text-primary-text print:hidden">
      {label}
    </button>
  );
}
