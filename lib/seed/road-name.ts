import type { Random } from './random';
import { defaultRoadKinds, roadKinds } from './vocabulary/access';

/** A plausible road of the state: "FM 1431" in Texas, "Township Road 412" in Pennsylvania, "M-72" in Michigan. */
export function roadName(random: Random, stateAbbreviation: string): string {
  const kind = random.pickSkewed(roadKinds[stateAbbreviation] ?? defaultRoadKinds, 1.5);
  if (kind.endsWith('-')) return `${kind}${random.int(2, 250)}`;
  if (kind === 'Mile Road') return `${random.int(2, 40)} Mile Road`;
  return `${kind} ${random.int(1, kind === 'FM' || kind === 'RM' ? 3400 : 999)}`;
}
