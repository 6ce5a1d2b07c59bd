import { beforeAll, describe, expect, it } from 'vitest';
import { MemberType } from '@/lib/domain/account-type';
import { listingVideo } from '@/lib/listings/media';
import { generateAccounts, type SeedAccount } from '@/lib/seed/accounts-gen';
import { AWARD_YEARS, generateBrokerShowcase, type BrokerShowcase } from '@/lib/seed/broker-showcase';
import { generateListingMedia } from '@/lib/seed/listing-media-gen';
import { accountCountFor } from '@/lib/seed/seed-run';
import { inventory, testWorld } from './fixtures';

const SEED = 20261122;
let accounts: SeedAccount[];
let showcase: BrokerShowcase;

beforeAll(async () => {
  // The demo database's accounts (5,000 listings).
  accounts = generateAccounts(SEED, accountCountFor(5000), await testWorld());
  showcase = generateBrokerShowcase(SEED, accounts);
});

const byId = () => new Map(accounts.map((a) => [a.row.id, a]));
const awardsOf = (id: number) => showcase.awards.filter((award) => award.accountId === id);

describe('seeded broker videos and awards', () => {
  it('are the same for the same seed and differ for another', () => {
    expect(generateBrokerShowcase(SEED, accounts)).toEqual(showcase);
    expect(generateBrokerShowcase(1, accounts)).not.toEqual(showcase);
  });

  it('go only to brokers, agents and auctioneers who sell; never to property owners, land retailers or prospects', () => {
    const accountsById = byId();
    const holders = [...showcase.videoUrls.keys(), ...showcase.awards.map((award) => award.accountId)].map((id) => accountsById.get(id));
    expect(holders.length).toBeGreaterThan(0);
    for (const holder of holders) {
      expect([MemberType.BROKER, MemberType.AGENT, MemberType.AUCTIONEER]).toContain(holder?.row.memberType);
      expect(holder?.row.isSeller).toBe(true);
    }
    for (const type of [MemberType.BROKER, MemberType.AGENT, MemberType.AUCTIONEER]) {
      expect(holders.some((holder) => holder?.row.memberType === type), type).toBe(true);
    }
  });

  it('link YouTube and Vimeo pages of the shapes listing videos have, each one the player can play', () => {
    const urls = [...showcase.videoUrls.values()];
    for (const url of urls) {
      expect(url).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}|vimeo\.com\/\d{9})$/);
      expect(listingVideo(url)).not.toBeNull();
    }
    expect(urls.some((url) => url.includes('youtube'))).toBe(true);
    expect(urls.some((url) => url.includes('vimeo'))).toBe(true);
  });

  it('give one to four different awards from 2015 to 2025, auction awards to auctioneers, the ALC award only to ALCs', () => {
    const accountsById = byId();
    for (const id of new Set(showcase.awards.map((award) => award.accountId))) {
      const awards = awardsOf(id);
      const account = accountsById.get(id);
      expect(awards.length).toBeGreaterThanOrEqual(1);
      expect(awards.length).toBeLessThanOrEqual(4);
      expect(new Set(awards.map((award) => award.title)).size).toBe(awards.length);
      for (const award of awards) {
        expect(award.year).toBeGreaterThanOrEqual(AWARD_YEARS.first);
        expect(award.year).toBeLessThanOrEqual(AWARD_YEARS.last);
        expect(award.issuer).not.toContain('{');
        if (award.title === 'Accredited Land Consultant of the Year') expect(account?.row.alcCertified).toBe(true);
        if (/Auctioneer|Bid Calling/.test(award.title)) expect(account?.row.memberType).toBe(MemberType.AUCTIONEER);
      }
    }
  });

  it('leave the demo database at least a handful of profiles with both a video and awards', () => {
    const both = [...showcase.videoUrls.keys()].filter((id) => awardsOf(id).length > 0);
    expect(both.length).toBeGreaterThanOrEqual(5);
  });

  it('change nothing the seed drew before: accounts and listing media keep their values', async () => {
    const small = await inventory(SEED, 300);
    expect(small.accounts.slice(0, 3).map((a) => [a.row.contactName, a.row.officePhone, a.row.email])).toEqual([
      ['Laura Moore', '(595) 242-4715', 'laura.moore.1@example.com'],
      ['Mark Stewart', '(750) 712-7863', 'mark.stewart.2@example.com'],
      ['Lisa Edwards', '(696) 499-4446', 'lisa.edwards.3@example.com'],
    ]);
    const links = (id: number) => {
      const listing = small.listings[id - 1];
      if (!listing) throw new Error(`no listing ${id}`);
      return generateListingMedia(SEED, listing, 1).media.filter((m) => m.kind !== 'photo').map((m) => m.externalUrl);
    };
    expect(links(20)).toEqual(['https://my.matterport.com/show/?m=3ToNRQPfV4C']);
    expect(links(14)).toEqual(['https://www.youtube.com/watch?v=zeEn2TmKMWk']);
    expect(links(32)).toEqual(['https://vimeo.com/122064297']);
  });
});
