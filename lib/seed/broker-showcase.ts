import type { brokerAwards } from '@/lib/db/schema';
import type { PlanFamily } from '@/lib/domain';
import { stateById } from '@/lib/geo/states';
import type { SeedAccount } from './accounts-gen';
import { videoPageUrl } from './external-links';
import { Random, Stream, streamSeed } from './random';
import { awardsByMemberType } from './vocabulary/awards';

export type AwardRow = typeof brokerAwards.$inferInsert;

/** What the profile pages show beyond the account itself: a video (accounts.video_url) and awards (broker_awards). */
export interface BrokerShowcase {
  /** Account id to the video page it links. */
  videoUrls: Map<number, string>;
  awards: AwardRow[];
}

// Paying members show more of themselves; an Accredited Land Consultant is the likeliest to list awards.
const videoChance: Readonly<Record<PlanFamily, number>> = { free: 0.03, homes: 0.08, standard: 0.12, premium: 0.25, signature: 0.45 };
const awardChance: Readonly<Record<PlanFamily, number>> = { free: 0.04, homes: 0.08, standard: 0.12, premium: 0.2, signature: 0.35 };
const ALC_AWARD_CHANCE = 0.55;
const awardCounts = [[1, 45], [2, 30], [3, 17], [4, 8]] as const;
export const AWARD_YEARS = { first: 2015, last: 2025 } as const;

/** One account's video and awards, from its own stream: drawing them moves nothing else of the seed. */
function accountShowcase(seed: number, { row, plan }: SeedAccount): { videoUrl: string | null; awards: AwardRow[] } {
  const templates = awardsByMemberType[row.memberType].filter((award) => !award.alcOnly || row.alcCertified);
  if (!row.isSeller || templates.length === 0) return { videoUrl: null, awards: [] };
  const random = new Random(streamSeed(seed, Stream.BROKER_SHOWCASE, row.id));
  const videoUrl = random.chance(videoChance[plan]) ? videoPageUrl(random) : null;
  if (!random.chance(row.alcCertified ? ALC_AWARD_CHANCE : awardChance[plan])) return { videoUrl, awards: [] };
  const state = stateById(row.stateId)?.name ?? 'National';
  const pool = [...templates];
  const awards: AwardRow[] = [];
  for (let n = Math.min(random.weighted(awardCounts), pool.length); n > 0; n--) {
    const [award] = pool.splice(Math.floor(random.next() * pool.length), 1);
    if (award) awards.push({ accountId: row.id, title: award.title, issuer: award.issuer.replace('{state}', state), year: random.int(AWARD_YEARS.first, AWARD_YEARS.last) });
  }
  return { videoUrl, awards };
}

/**
 * Videos and awards of brokers, agents and auctioneers who sell (property owners, land retailers and
 * prospects get none): a video for 3-45% by plan, one to four awards for 4-35% by plan and 55% of ALCs.
 */
export function generateBrokerShowcase(seed: number, accounts: readonly SeedAccount[]): BrokerShowcase {
  const showcase: BrokerShowcase = { videoUrls: new Map(), awards: [] };
  for (const account of accounts) {
    const { videoUrl, awards } = accountShowcase(seed, account);
    if (videoUrl) showcase.videoUrls.set(account.row.id, videoUrl);
    showcase.awards.push(...awards);
  }
  return showcase;
}
