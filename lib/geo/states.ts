import { slugify } from './slug';
import { NATIONAL_STATE_ID, usStates, type UsState } from './us-states';

export { NATIONAL_STATE_ID, usStates, type UsState };

export interface StateInfo extends UsState {
  /** "new-mexico" */
  slug: string;
  /** Landing page segment on the main land site: "New-Mexico" (SPEC §2.2). */
  landingSlug: string;
  /** SPEC §2.2: landing pages exist for the 50 states and DC, not Puerto Rico. */
  hasLandingPage: boolean;
}

export const states: readonly StateInfo[] = usStates.map((s) => ({
  ...s,
  slug: slugify(s.name),
  landingSlug: s.name.replace(/ /g, '-'),
  hasLandingPage: s.id !== 72,
}));

const byId = new Map(states.map((s) => [s.id, s]));
const bySlug = new Map(states.map((s) => [s.slug, s]));
const byAbbreviation = new Map(states.map((s) => [s.abbreviation, s]));

export function stateById(id: number): StateInfo | undefined {
  return byId.get(id);
}

export function stateBySlug(slug: string): StateInfo | undefined {
  return bySlug.get(slug.toLowerCase());
}

export function stateByAbbreviation(abbreviation: string): StateInfo | undefined {
  return byAbbreviation.get(abbreviation.toUpperCase());
}
