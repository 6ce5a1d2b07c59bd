'use client';

import { useCallback, useState } from 'react';
import { pushDataLayerEvent, type DataLayerSubject } from '@/lib/analytics';
import { useMinWidth } from '@/lib/hooks/use-min-width';
import { telHref } from '@/lib/text/tel-href';

export interface HiddenPhoneProps {
  phone: string;
  /** The button's text ("See phone", "Show phone"). */
  label: string;
  /** Accessible name of the tel: link ("Call (512) 555-0100"). */
  callLabel: string;
  /** Where the revealed number is a tel: link: on every screen, or only below the `md` breakpoint (selectable text above). */
  callableOn: 'every screen' | 'phones';
  /** What the data-layer events carry: the listing's record, or the broker and its page. */
  subject: DataLayerSubject;
  /** Logs the reveal (a 'phone click' for the listing or the account); runs once. */
  logReveal: () => void;
  className: string;
}

type RevealedProps = Pick<HiddenPhoneProps, 'phone' | 'callLabel' | 'className'> & { onCall: () => void; asLink: boolean };

/** The revealed number, focused as it appears: a tel: link, or selectable text. */
function RevealedPhone({ phone, callLabel, onCall, className, asLink }: RevealedProps) {
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);
  const href = telHref(phone);
  if (asLink && href) {
    return (
      <a ref={focusOnMount} href={href} aria-label={callLabel} className={className} onClick={onCall}>
        {phone}
      </a>
    );
  }
  return (
    <span ref={focusOnMount} tabIndex={-1} className={`${className} select-all`}>
      {phone}
    </span>
  );
}

/** The revealed number as a tel: link below the `md` breakpoint and as text above it. */
function PhoneSizedLink(props: Omit<RevealedProps, 'asLink'>) {
  const wide = useMinWidth('medium');
  return <RevealedPhone {...props} asLink={!wide} />;
}

/**
 * A broker's phone behind a button (SPEC §4, §7): the button reveals it once, logs the reveal and
 * pushes 'click to see phone'; then the number is a tel: link (or selectable text on wide screens,
 * where asked) whose taps push 'click to call', and it takes the focus, so keyboard users are not left
 * on a button that is gone.
 */
export function HiddenPhone({ phone, label, callLabel, callableOn, subject, logReveal, className }: HiddenPhoneProps) {
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <button
        type="button"
        className={className}
        onClick={() => {
          setShown(true);
          logReveal();
          pushDataLayerEvent('click to see phone', subject);
        }}
      >
        {label}
      </button>
    );
  }
  const revealed = { phone, callLabel, className, onCall: () => void pushDataLayerEvent('click to call', subject) };
  return callableOn === 'phones' ? <PhoneSizedLink {...revealed} /> : <RevealedPhone {...revealed} asLink />;
}
