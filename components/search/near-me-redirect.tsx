'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { locateVisitor } from '@/lib/map';
import { asKnownZip, NEAR_ME_HASH, nearestZipPath, readKnownZip, rememberZip } from '@/lib/near-me';

type Status = 'idle' | 'locating' | 'failed';

/**
 * SPEC §2.4 "Land for Sale Near Me" on the all-land search (docs/home-page.md): when the page is opened as
 * `#near-me`, it goes on to the search of the zip the browser knows, or, knowing none, asks for the
 * visitor's position, finds the nearest zip, remembers it and goes there. Without a position it stays on
 * the all-land search and says why.
 */
export function NearMeRedirect() {
  const t = useTranslations('search.nearMe');
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (window.location.hash !== `#${NEAR_ME_HASH}`) return;
    const known = readKnownZip();
    if (known) {
      window.location.replace(known.href);
      return;
    }
    let current = true;
    const go = async () => {
      setStatus('locating');
      const position = await locateVisitor(navigator.geolocation);
      const answer: unknown = position.ok ? await fetch(nearestZipPath(position.lat, position.long)).then((r) => (r.ok ? r.json() : null), () => null) : null;
      const found = asKnownZip(answer);
      if (!current) return;
      if (found) {
        rememberZip(found);
        window.location.replace(found.href);
        return;
      }
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      setStatus('failed');
    };
    void go();
    return () => { current = false; };
  }, []);

  if (status === 'idle') return null;
  return (
    <p role="status" className="mt-3 rounded border border-line bg-surface px-3 py-2 text-sm" data-testid="near-me-status">
      {status === 'locating' ? t('locating') : t('failed')}
    </p>
  );
}
