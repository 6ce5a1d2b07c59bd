'use client';
import { useId, useState } from 'react';
import { locateVisitor, type NearMeFailure, type PositionSource, type SearchMapLabels } from '@/lib/map';

interface NearMeButtonProps {
  labels: Pick<SearchMapLabels, 'nearMe' | 'locating' | 'nearMeErrors'>;
  /** Called with the visitor's position rounded to one decimal (SPEC §2.5). */
  onLocated: (lat: number, long: number) => void;
  /** The browser's geolocation unless given (tests). */
  geolocation?: PositionSource;
}

type NearMeState = { status: 'idle' } | { status: 'locating' } | { status: 'failed'; reason: NearMeFailure };

/** "Near me": asks the browser for the visitor's position; says why in words when it cannot. */
export function NearMeButton({ labels, onLocated, geolocation }: NearMeButtonProps) {
  const [state, setState] = useState<NearMeState>({ status: 'idle' });
  const messageId = useId();

  async function locate() {
    setState({ status: 'locating' });
    const source = geolocation ?? (typeof navigator === 'undefined' ? undefined : navigator.geolocation);
    const result = await locateVisitor(source);
    if (result.ok) {
      setState({ status: 'idle' });
      onLocated(result.lat, result.long);
    } else {
      setState({ status: 'failed', reason: result.reason });
    }
  }

  const failed = state.status === 'failed';
  return (
    <div className="flex max-w-64 flex-col items-start gap-1">
      <button
        type="button"
        onClick={locate}
        disabled={state.status === 'locating'}
        aria-describedby={failed ? messageId : undefined}
        className="inline-flex items-center gap-1.5 rounded-md border border-line bg-white px-3 py-1.5 text-sm font-semibold text-ink shadow-sm hover:bg-surface disabled:opacity-70"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        </svg>
        {state.status === 'locating' ? labels.locating : labels.nearMe}
      </button>
      <p id={messageId} role="alert" className={failed ? 'rounded-md bg-white px-2 py-1 text-sm text-ink shadow-sm' : 'sr-only'}>
        {failed ? labels.nearMeErrors[state.reason] : ''}
      </p>
    </div>
  );
}
