'use client';

import { UsMapShapeLink } from './us-map-shape-link';

/**
 * One state of the US map as compact data: [FIPS id, path data, its search's href and the link's
 * accessible name (null when the state has no listings and is drawn as a plain shape), and its
 * abbreviation's place (null when its shape is too small to carry one)].
 */
export type UsMapEntry = readonly [id: number, d: string, href: string | null, label: string | null, tag: readonly [x: number, y: number, abbreviation: string] | null];

interface Props {
  viewBox: string;
  states: readonly UsMapEntry[];
  /** The id of the heading that names the map. */
  labelledBy: string;
}

/**
 * The US map's SVG, drawn from compact data: as a client component its markup reaches the page once, in
 * the HTML, and its data once, in the flight data; a server component's markup would be written in both
 * (52 links with their classes and attributes, about 28 KB more; docs/performance.md).
 */
export function UsMapSvg({ viewBox, states, labelledBy }: Props) {
  return (
    <svg viewBox={viewBox} fillRule="evenodd" role="group" aria-labelledby={labelledBy} className="size-full" data-testid="us-map">
      {states.map(([id, d, href, label, tag]) => {
        if (href === null || label === null) return <path key={id} d={d} className="fill-line stroke-white" />;
        return (
          <UsMapShapeLink key={id} href={href} label={label} d={d} stateId={id}>
            {tag && (
              <text x={tag[0]} y={tag[1]} textAnchor="middle" dominantBaseline="central" className="pointer-events-none fill-ink text-[11px] select-none">
                {tag[2]}
              </text>
            )}
          </UsMapShapeLink>
        );
      })}
    </svg>
  );
}
