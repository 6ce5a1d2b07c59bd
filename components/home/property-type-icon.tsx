import type { PropertyTypeKey } from '@/lib/domain';

// Line drawings for the property-type grid, 24-unit boxes drawn with the current colour.
const barn = 'M3 21V10l9-6 9 6v11M3 21h18M9 21v-6h6v6M9 15l6 6M15 15l-6 6';
const fence = 'M4 20V8l1.5-2L7 8v12M11 20V8l1.5-2L14 8v12M18 20V8l1.5-2L21 8v12M2 11h20M2 16h20';
const trees = 'M7 21v-4M17 21v-3M7 17l-4-1 4-7-3-1 3-5 3 5-3 1 4 7-4 1M17 18l-3-1 3-5-2-1 2-4 2 4-2 1 3 5-3 1';
const tent = 'M3 20L12 5l9 15M12 5v15M8.5 20L12 14l3.5 6M2 20h20';
const house = 'M4 11l8-6 8 6M6 9.5V20h12V9.5M10 20v-5h4v5';
const hills = 'M2 18c3-5 6-7 9-4s5 0 6-2 3-3 5-1M2 21h20M15 7a2 2 0 1 0 0.1 0';
const building = 'M4 21V7l8-4v18M12 8h8v13M7 9h2M7 13h2M7 17h2M15 12h2M15 16h2M2 21h20';
const deer = 'M8 3v3l2 2M16 3v3l-2 2M10 8h4l1 3-1 2v7M10 8L9 11l1 2v7M12 13v0M9 5l-2-1M15 5l2-1';
const horse = 'M5 21v-6l3-3 1-5 3-3 4 2 3 4-2 1-2-2-1 3 2 4v5M8 21v-4M16 21v-4';
const waves = 'M2 15c2-2 4-2 6 0s4 2 6 0 4-2 6 0M2 19c2-2 4-2 6 0s4 2 6 0 4-2 6 0M8 11l4-6 4 6';
const river = 'M7 2c0 4 4 5 4 9s-5 5-5 11M15 2c0 4 4 5 4 9s-5 5-5 11';
const beach = 'M2 18c2-1.5 4-1.5 6 0s4 1.5 6 0 4-1.5 6 0M4 14h16M12 14L9 4M9 4c3 0 6 1 8 3-3-1-6-1-8-3zM9 4C7 5 5 7 5 10c1-2 2-4 4-6z';
const lot = 'M3 6h18v14H3zM3 6l4 4M21 6l-4 4M12 10v6M9 13h6';

const drawings: Record<PropertyTypeKey, string> = {
  FARM: barn, RANCH: fence, FARMS_AND_RANCHES: barn, RECREATIONAL: tent, RESIDENTIAL: house, TIMBERLAND: trees,
  UNDEVELOPED: hills, COMMERCIAL: building, HUNTING: deer, HORSE: horse, LAKEFRONT: waves, BEACHFRONT: beach,
  RIVERFRONT: river, WATERFRONT: waves, HOMESITES: lot, HOUSE: house,
};

export function PropertyTypeIcon({ type, className }: { type: PropertyTypeKey; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={drawings[type]} />
    </svg>
  );
}
