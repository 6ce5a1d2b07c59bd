'use client';

import { useEffect, useRef } from 'react';

interface EmbeddedFrameProps {
  src: string;
  title: string;
  allow: string;
}

/** A third-party player filling the carousel; it takes the focus the poster's button had. */
export function EmbeddedFrame({ src, title, allow }: EmbeddedFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => frame.current?.focus(), []);
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      allow={allow}
      allowFullScreen
      // YouTube refuses to play for a page that sends no referrer origin.
      referrerPolicy="strict-origin-when-cross-origin"
      className="h-full w-full border-0"
    />
  );
}
