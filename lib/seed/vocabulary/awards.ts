import { MemberType, type MemberTypeId } from '@/lib/domain';

// Awards land professionals list on their profiles: national land and auction associations, and the
// state's own associations ({state} is the account's state).

export interface AwardTemplate {
  title: string;
  issuer: string;
  /** Given only to Accredited Land Consultants. */
  alcOnly?: boolean;
}

const RLI = 'REALTORS Land Institute';
const NAA = 'National Auctioneers Association';

const landAwards: readonly AwardTemplate[] = [
  { title: 'APEX Top Producer', issuer: RLI },
  { title: 'APEX Top National Producer', issuer: RLI },
  { title: 'APEX Land Broker of the Year', issuer: RLI },
  { title: 'Accredited Land Consultant of the Year', issuer: RLI, alcOnly: true },
  { title: 'Land Broker of the Year', issuer: `{state} Chapter, ${RLI}` },
  { title: 'Distinguished Service Award', issuer: `{state} Chapter, ${RLI}` },
  { title: 'REALTOR of the Year', issuer: '{state} Association of REALTORS' },
  { title: 'Top Producer, Farm and Ranch Sales', issuer: '{state} Association of REALTORS' },
  { title: 'Circle of Excellence, Land Sales', issuer: '{state} Association of REALTORS' },
  { title: 'America\'s Best Brokerages', issuer: 'The Land Report' },
];

const auctionAwards: readonly AwardTemplate[] = [
  { title: 'International Auctioneer Champion', issuer: NAA },
  { title: 'Marketing Competition, Best Real Estate Auction Brochure', issuer: NAA },
  { title: 'Auctioneer of the Year', issuer: '{state} Auctioneers Association' },
  { title: 'Bid Calling Champion', issuer: '{state} Auctioneers Association' },
  { title: 'Hall of Fame', issuer: '{state} Auctioneers Association' },
  { title: 'APEX Top Producer, Land Auctions', issuer: RLI },
  { title: 'Accredited Land Consultant of the Year', issuer: RLI, alcOnly: true },
];

/** The awards a member type may hold; none for property owners and land retailers. */
export const awardsByMemberType: Readonly<Record<MemberTypeId, readonly AwardTemplate[]>> = {
  [MemberType.BROKER]: landAwards,
  [MemberType.AGENT]: landAwards,
  [MemberType.AUCTIONEER]: auctionAwards,
  [MemberType.PROPERTY_OWNER]: [],
  [MemberType.LAND_RETAILER]: [],
};
