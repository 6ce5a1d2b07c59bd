import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runAlerts } from '@/lib/alerts';
import { ListingTier, UpgradeLevel } from '@/lib/domain';
import { MarketStatus } from '@/lib/domain/market-status';
import { brokerNameSlug } from '@/lib/routing';
import { alertFixtures, DAY, HOUR, siteIdOf } from './alert-fixtures';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();
const fx = alertFixtures(database);

// A fixed clock after every seeded listing, so only a test's own listings fall inside its windows.
const NOW = new Date('2031-06-15T12:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

const linkOf = (id: number) => new RegExp(`/property/[a-z0-9-]+/${id}/`);

describe(`alert pass on ${inject('databaseEngine')}`, () => {
  beforeAll(async () => {
    await fx.deliverWithoutQueue();
  });
  afterAll(() => fx.removeAll());

  it('mails an Instant search the listings matching its criteria listed after its watermark up to the pass, newest first', async () => {
    const word = fx.word();
    const user = await fx.user();
    const listed = (title: string, listedAt: Date, facts: { price?: number; marketStatus?: number; stateId?: number } = {}) => fx.listing({ title: `${word} ${title}`, listedAt, ...facts });
    const a = await listed('an hour ago', before(HOUR));
    const b = await listed('half an hour ago', before(30 * MINUTE));
    const atPass = await listed('at the pass', NOW);
    const underContract = await listed('under contract', before(HOUR), { marketStatus: MarketStatus.UNDER_CONTRACT });
    const atWatermark = await listed('at the watermark', before(2 * HOUR));
    const afterPass = await listed('after the pass', new Date(NOW.getTime() + MINUTE));
    const tooDear = await listed('too dear', before(HOUR), { price: 400_000 });
    const elsewhere = await listed('in Oklahoma', before(HOUR), { stateId: 40 });
    const sold = await listed('sold', before(HOUR), { marketStatus: MarketStatus.SOLD });
    const search = await fx.search(user.id, { notify: 'Instant', criteria: { stateId: 48, priceMax: 300_000, keywordQuery: word }, alertedThrough: before(2 * HOUR), name: 'Cheap Texas' });

    const summary = await runAlerts({ now: NOW });

    const mails = await fx.mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? '';
    expect(mails[0]?.subject).toMatch(/: 4 new listings for your saved searches$/);
    expect(text).toContain('Your saved search “Cheap Texas”: 4 new listings');
    for (const id of [a, b, atPass, underContract]) expect(text).toMatch(linkOf(id));
    for (const id of [atWatermark, afterPass, tooDear, elsewhere, sold]) expect(text).not.toMatch(linkOf(id));
    const order = [atPass, b, Math.max(a, underContract), Math.min(a, underContract)].map((id) => text.search(linkOf(id)));
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(await fx.searchWatermark(search)).toEqual(NOW);
    expect(summary.mails.filter((m) => m.userId === user.id)).toEqual([
      { userId: user.id, to: user.email, brand: 'land', subject: mails[0]?.subject, searches: 1, newListings: 4, favoriteChanges: 0 },
    ]);
  });

  it('honours statuses the criteria ask for: a search for sold listings gets the new sold listing', async () => {
    const word = fx.word();
    const user = await fx.user();
    const sold = await fx.listing({ title: `${word} sold`, listedAt: before(HOUR), marketStatus: MarketStatus.SOLD });
    const available = await fx.listing({ title: `${word} available`, listedAt: before(HOUR) });
    await fx.search(user.id, { notify: 'Instant', criteria: { keywordQuery: word, marketStatuses: [MarketStatus.SOLD] }, alertedThrough: before(2 * HOUR) });
    await runAlerts({ now: NOW });
    const text = (await fx.mailsTo(user.email))[0]?.text ?? '';
    expect(text).toMatch(linkOf(sold));
    expect(text).not.toMatch(linkOf(available));
  });

  it("mails Daily a day after its watermark (5 minutes' slack) and Weekly a week after; never 'No Updates' or an inactive search", async () => {
    const cases = [
      { notify: 'Daily', alertedThrough: before(DAY), due: true },
      { notify: 'Daily', alertedThrough: before(DAY - 4 * MINUTE), due: true },
      { notify: 'Daily', alertedThrough: before(DAY - 6 * MINUTE), due: false },
      { notify: 'Weekly', alertedThrough: before(7 * DAY - 4 * MINUTE), due: true },
      { notify: 'Weekly', alertedThrough: before(6 * DAY), due: false },
      { notify: 'No Updates', alertedThrough: before(30 * DAY), due: false },
      { notify: 'Instant', alertedThrough: before(DAY), due: false, active: false },
    ];
    const word = fx.word();
    const listing = await fx.listing({ title: `${word} new`, listedAt: before(HOUR) });
    const setUp = [];
    for (const c of cases) {
      const user = await fx.user();
      setUp.push({ ...c, user, search: await fx.search(user.id, { notify: c.notify, criteria: { keywordQuery: word }, alertedThrough: c.alertedThrough, active: c.active }) });
    }

    await runAlerts({ now: NOW });

    for (const c of setUp) {
      const mails = await fx.mailsTo(c.user.email);
      expect({ ...c, mails: mails.length }).toMatchObject({ mails: c.due ? 1 : 0 });
      if (c.due) expect(mails[0]?.text).toMatch(linkOf(listing));
      expect(await fx.searchWatermark(c.search)).toEqual(c.due ? NOW : c.alertedThrough);
    }
  });

  it("mails favourites' price cuts and status changes since the watermark, not price increases, Auction, or what happened before the like", async () => {
    const user = await fx.user({ favoriteAlerts: 'Instant', favoritesAlertedThrough: before(2 * HOUR) });
    const word = fx.word();
    const favourite = async (title: string, likedAt = before(3 * HOUR)) => {
      const id = await fx.listing({ title: `${word} ${title}`, listedAt: before(30 * DAY) });
      await fx.like(user.id, id, likedAt);
      return id;
    };
    const cut = await favourite('cut');
    await fx.event(cut, { kind: 'price', at: before(HOUR), price: 225_000, previousPrice: 250_000 });
    await fx.event(cut, { kind: 'price', at: before(3 * HOUR), price: 250_000, previousPrice: 275_000 });
    const raised = await favourite('raised');
    await fx.event(raised, { kind: 'price', at: before(HOUR), price: 220_000, previousPrice: 200_000 });
    const auction = await favourite('auction');
    await fx.event(auction, { kind: 'price', at: before(HOUR), price: 2, previousPrice: 200_000 });
    const contract = await favourite('contract');
    await fx.event(contract, { kind: 'status', at: before(HOUR), status: MarketStatus.UNDER_CONTRACT, previousStatus: MarketStatus.AVAILABLE });
    const sold = await favourite('sold');
    await fx.event(sold, { kind: 'status', at: before(HOUR), status: MarketStatus.SOLD, previousStatus: MarketStatus.UNDER_CONTRACT });
    const back = await favourite('back');
    await fx.event(back, { kind: 'status', at: before(HOUR), status: MarketStatus.AVAILABLE, previousStatus: MarketStatus.UNDER_CONTRACT });
    const newlyLiked = await favourite('newly liked', before(30 * MINUTE));
    await fx.event(newlyLiked, { kind: 'status', at: before(HOUR), status: MarketStatus.UNDER_CONTRACT, previousStatus: MarketStatus.AVAILABLE });
    await fx.event(newlyLiked, { kind: 'price', at: before(10 * MINUTE), price: 90_000, previousPrice: 100_000 });

    await runAlerts({ now: NOW });

    const mails = await fx.mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? '';
    expect(mails[0]?.subject).toMatch(/: 5 changes to your favorites$/);
    expect(text).toContain(`Price reduced from $250,000 to $225,000: ${word} cut`);
    expect(text).not.toContain('$275,000');
    expect(text).toContain(`Under contract: ${word} contract`);
    expect(text).toContain(`Sold: ${word} sold`);
    expect(text).toContain(`Back on market: ${word} back`);
    expect(text).toContain(`Price reduced from $100,000 to $90,000: ${word} newly liked`);
    expect(text).not.toContain(`Under contract: ${word} newly liked`);
    expect(text).not.toContain(`${word} raised`);
    expect(text).not.toContain(`${word} auction`);
    expect(await fx.favoritesWatermark(user.id)).toEqual(NOW);
  });

  it('names the broker of each listing, linked to its profile, in search and favourite entries; never for free-tier or courtesy listings', async () => {
    const user = await fx.user({ favoriteAlerts: 'Instant', favoritesAlertedThrough: before(2 * HOUR) });
    const word = fx.word();
    const listed = (title: string, listingLevel: number, upgradeLevelId: number, listedAt = before(HOUR)) =>
      fx.listing({ title: `${word} ${title}`, listedAt, listingLevel, upgradeLevelId });
    const premium = await listed('premium', ListingTier.PREMIUM, UpgradeLevel.TIER);
    const free = await listed('free', ListingTier.FREE, UpgradeLevel.TIER);
    const courtesy = await listed('courtesy', ListingTier.STANDARD, UpgradeLevel.COURTESY);
    await fx.search(user.id, { notify: 'Instant', criteria: { keywordQuery: word }, alertedThrough: before(2 * HOUR) });
    const liked = await listed('liked', ListingTier.STANDARD, UpgradeLevel.GOLD, before(30 * DAY));
    const likedFree = await listed('liked free', ListingTier.FREE, UpgradeLevel.TIER, before(30 * DAY));
    for (const id of [liked, likedFree]) {
      await fx.like(user.id, id, before(3 * HOUR));
      await fx.event(id, { kind: 'status', at: before(HOUR), status: MarketStatus.UNDER_CONTRACT, previousStatus: MarketStatus.AVAILABLE });
    }
    const broker = await fx.brokerOf(premium);
    const listedBy = `Listed by ${broker.contactName?.trim() || broker.companyName?.trim()}: http://land.localhost:3000/member/${brokerNameSlug(broker.contactName, broker.companyName)}/${broker.id}/`;

    await runAlerts({ now: NOW });

    const text = (await fx.mailsTo(user.email))[0]?.text ?? '';
    const entry = (id: number) => text.split('\n\n').find((part) => linkOf(id).test(part)) ?? '';
    expect(entry(premium)).toContain(`/${premium}/\n${listedBy}`);
    expect(entry(liked)).toContain(`Under contract: ${word} liked\n`);
    expect(entry(liked)).toContain(`/${liked}/\n${listedBy}`);
    for (const id of [free, courtesy, likedFree]) {
      expect(entry(id)).toMatch(linkOf(id));
      expect(entry(id)).not.toContain('Listed by');
    }
  });

  it("sends one mail per user and brand: a brand's searches together, with the favourites on the brand of the newest search", async () => {
    const user = await fx.user({ favoriteAlerts: 'Daily', favoritesAlertedThrough: before(DAY) });
    const word = fx.word();
    const first = await fx.listing({ title: `${word} first`, listedAt: before(HOUR) });
    const second = await fx.listing({ title: `${word} second`, listedAt: before(2 * HOUR), price: 150_000 });
    await fx.search(user.id, { notify: 'Instant', criteria: { keywordQuery: word }, alertedThrough: before(DAY), name: 'All of them', createdAt: before(3 * DAY) });
    await fx.search(user.id, { notify: 'Daily', criteria: { keywordQuery: word, priceMax: 160_000 }, alertedThrough: before(DAY), name: 'Cheap ones', createdAt: before(2 * DAY) });
    await fx.search(user.id, { notify: 'Weekly', criteria: { keywordQuery: word }, alertedThrough: before(8 * DAY), name: 'Farm view', site: 'farm', createdAt: before(DAY) });
    const liked = await fx.listing({ title: `${word} liked`, listedAt: before(30 * DAY) });
    await fx.like(user.id, liked, before(2 * DAY));
    await fx.event(liked, { kind: 'status', at: before(HOUR), status: MarketStatus.SOLD, previousStatus: MarketStatus.AVAILABLE });

    const summary = await runAlerts({ now: NOW });

    const mails = await fx.mailsTo(user.email);
    expect(mails).toHaveLength(2);
    const sent = summary.mails.filter((m) => m.userId === user.id);
    expect(sent.map((m) => [m.brand, m.searches, m.newListings, m.favoriteChanges]).sort()).toEqual([['farm', 1, 2, 1], ['land', 2, 3, 0]]);
    const land = mails.find((m) => m.text.includes('land.localhost'))?.text ?? '';
    const farm = mails.find((m) => m.text.includes('farm.localhost'))?.text ?? '';
    expect(land).toContain('“All of them”: 2 new listings');
    expect(land).toContain('“Cheap ones”: 1 new listing');
    expect(land).not.toContain('Your favorites');
    expect(farm).toContain('“Farm view”: 2 new listings');
    expect(farm).toContain(`Sold: ${word} liked`);
    expect(farm.indexOf('Farm view')).toBeLessThan(farm.indexOf('Your favorites'));
    expect(farm).toContain(`farm.localhost:3000/property/`);
    expect([first, second].every((id) => land.includes(`/${id}/`))).toBe(true);
    expect(siteIdOf('farm')).not.toBe(siteIdOf('land'));
  });

  it('sends nothing when there is nothing new, yet moves both watermarks to the pass', async () => {
    const user = await fx.user({ favoriteAlerts: 'Daily', favoritesAlertedThrough: before(2 * DAY) });
    const liked = await fx.listing({ title: `${fx.word()} quiet`, listedAt: before(30 * DAY) });
    await fx.like(user.id, liked, before(3 * DAY));
    const search = await fx.search(user.id, { notify: 'Daily', criteria: { keywordQuery: fx.word() }, alertedThrough: before(2 * DAY) });
    await runAlerts({ now: NOW });
    expect(await fx.mailsTo(user.email)).toHaveLength(0);
    expect(await fx.searchWatermark(search)).toEqual(NOW);
    expect(await fx.favoritesWatermark(user.id)).toEqual(NOW);
  });

  it('logs a search whose stored criteria no longer parse, finds nothing for it and moves its watermark', async () => {
    const word = fx.word();
    await fx.listing({ title: `${word} new`, listedAt: before(HOUR) });
    const user = await fx.user();
    const broken = await fx.search(user.id, { notify: 'Instant', criteria: { keywordQuery: word }, alertedThrough: before(DAY) });
    await database.sql(`update saved_searches set criteria = criteria || '{"priceMin": -5}'::jsonb where id = $1`, [broken]);
    const lines: string[] = [];
    await runAlerts({ now: NOW, log: (line) => lines.push(line) });
    expect(await fx.mailsTo(user.email)).toHaveLength(0);
    expect(lines).toContain(`alerts: saved searches ${broken} of user ${user.id} have unreadable criteria`);
    expect(await fx.searchWatermark(broken)).toEqual(NOW);
  });

  it('never mails an unconfirmed or blocked address', async () => {
    const word = fx.word();
    await fx.listing({ title: `${word} new`, listedAt: before(HOUR) });
    for (const user of [await fx.user({ verified: false }), await fx.user({ blocked: true })]) {
      await fx.search(user.id, { notify: 'Instant', criteria: { keywordQuery: word }, alertedThrough: before(DAY) });
      await runAlerts({ now: NOW });
      expect(await fx.mailsTo(user.email)).toHaveLength(0);
    }
  });

  it('sends each alert once when two passes run at the same moment', async () => {
    const word = fx.word();
    await fx.listing({ title: `${word} new`, listedAt: before(HOUR) });
    const users = [await fx.user(), await fx.user(), await fx.user()];
    for (const user of users) await fx.search(user.id, { notify: 'Instant', criteria: { keywordQuery: word }, alertedThrough: before(DAY) });
    const later = new Date(NOW.getTime() + MINUTE);

    const passes = await Promise.all([runAlerts({ now: later }), runAlerts({ now: later })]);

    for (const user of users) expect(await fx.mailsTo(user.email)).toHaveLength(1);
    const sent = passes.flatMap((p) => p.mails).filter((m) => users.some((u) => u.id === m.userId));
    expect(sent).toHaveLength(3);
  });

  it('picks up a price cut a broker just wrote to a favourite (listing and its event) on the next pass by the clock', async () => {
    const [clock] = await database.sql<{ now: Date }>('select now()');
    const user = await fx.user({ favoriteAlerts: 'Instant', favoritesAlertedThrough: new Date((clock?.now ?? new Date()).getTime() - MINUTE) });
    const word = fx.word();
    const liked = await fx.listing({ title: `${word} edited`, listedAt: before(400 * DAY), price: 300_000 });
    await fx.like(user.id, liked, new Date((clock?.now ?? new Date()).getTime() - HOUR));
    await database.sql('begin');
    await database.sql('update listings set price = 270000, price_change_amount = -30000, price_changed_at = now(), updated_at = now() where id = $1', [liked]);
    await database.sql("insert into listing_events (listing_id, kind, price, previous_price, at) values ($1, 'price', 270000, 300000, now())", [liked]);
    await database.sql('commit');

    const summary = await runAlerts();

    expect(summary.mails.filter((m) => m.userId === user.id)).toMatchObject([{ favoriteChanges: 1 }]);
    expect((await fx.mailsTo(user.email))[0]?.text).toContain(`Price reduced from $300,000 to $270,000: ${word} edited`);
  });
});
