import type { leads } from '@/lib/db/schema';
import { MarketStatus } from '@/lib/domain';
import type { ListingDraft } from './listings-gen';
import { firstNames, lastNames } from './names';
import { Random, Stream, streamSeed } from './random';

export type LeadRow = typeof leads.$inferInsert;

const messages = [
  'Is this property still available? I would like to schedule a visit.',
  'What are the annual property taxes, and is there a survey?',
  'Does the property have road access all year and electricity nearby?',
  'We are interested. Is the seller open to offers?',
  'Can you send more information about water and utilities?',
  'Is hunting allowed, and are there any deed restrictions?',
];

/** Buyer inquiries on a few active listings, sent to the listing's account. */
export function generateLeads(seed: number, draft: ListingDraft, today: number): LeadRow[] {
  const { row } = draft;
  if (row.marketStatus !== MarketStatus.AVAILABLE) return [];
  const random = new Random(streamSeed(seed, Stream.LEADS, row.id));
  if (!random.chance(draft.row.upgradeLevelId >= 1 ? 0.25 : 0.04)) return [];
  const listedAt = row.dateListed instanceof Date ? row.dateListed.getTime() : today;
  return Array.from({ length: random.int(1, 3) }, () => {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    return {
      siteId: random.weighted([[1, 6], [2, 2], [3, 2]] as const),
      listingId: row.id,
      accountId: row.accountId,
      senderName: `${first} ${last}`,
      senderEmail: `${first}.${last}.${random.int(10, 9999)}@example.com`.toLowerCase(),
      senderPhone: random.chance(0.7) ? `(${random.int(201, 989)}) 555-${String(random.int(100, 199)).padStart(4, '0')}` : null,
      message: random.pick(messages),
      leadSource: random.pick(['listing-detail', 'placard', 'broker-page']),
      wantsFinancing: random.chance(0.15),
      createdAt: new Date(random.between(listedAt, today)),
    };
  });
}
