'use client';

import { useEffect, useRef, useState } from 'react';

interface Props {
  images: readonly string[];
  alt: string;
  width: number;
  height: number;
}

/** SPEC §4 placard carousel: starts once within 300 px of the view, loops, counts, preloads neighbours. */
export function PlacardCarousel({ images, alt, width, height }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '300px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const total = images.length;
  const step = (delta: number) => setIndex((i) => (i + delta + total) % total);
  const shown = near ? [index, (index + 1) % total, (index - 1 + total) % total] : [0];

  return (
    <div ref={box} className="relative h-full w-full" data-carousel={near ? 'active' : 'waiting'}>
      {[...new Set(shown)].map((i) => (
        // eslint-disable-next-line @next/next/no-img-element -- sized by our own image service
        <img
          key={i}
          src={images[i]}
          alt={i === index ? alt : ''}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          hidden={i !== index}
          className="h-full w-full bg-surface object-cover"
        />
      ))}
      {near && (
        <>
          <button type="button" onClick={() => step(-1)} aria-label="Previous photo" className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-black/60 px-2 py-1 text-white">
            ‹
          </button>
          <button type="button" onClick={() => step(1)} aria-label="Next photo" className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-black/60 px-2 py-1 text-white">
            ›
          </button>
          <span className="absolute bottom-2 right-2 rounded bg-black/70 px-2 py-0.5 text-xs text-white" data-testid="carousel-counter">
            {index + 1}/{total}
          </span>
        </>
      )}
    </div>
  );
}
