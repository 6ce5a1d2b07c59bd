import type { ReactNode } from 'react';

interface Props {
  href: string;
  /** The accessible name: the shape itself says nothing to a screen reader. */
  label: string;
  /** SVG path data. */
  d: string;
  /** A state's FIPS code, which the US map's filter reads to open that state. */
  stateId?: number;
  children?: ReactNode;
}

/**
 * One shape of a map as a link (a state on the US map, a county on a state's map). The ring of a
 * keyboard focus is the shape's own outline: the default outline would box the whole bounding rectangle.
 */
export function UsMapShapeLink({ href, label, d, stateId, children }: Props) {
  return (
    <a href={href} aria-label={label} data-state-id={stateId} className="group focus-visible:outline-none">
      <path
        d={d}
        vectorEffect="non-scaling-stroke"
        className="fill-primary/20 stroke-white stroke-1 transition-colors group-hover:fill-primary/60 group-focus-visible:fill-primary/60 group-focus-visible:stroke-ink group-focus-visible:stroke-[3px]"
      />
      {children}
    </a>
  );
}
