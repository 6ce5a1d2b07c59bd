import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { GET } from '@/app/api/og/broker/[id]/route';
import { siteBrand } from '@/lib/brand/server';
import { brokerOgImagePath, brokerProfileMetadata, getBrokerProfile } from '@/lib/brokers/server';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();

/** The first seeded seller (by id) that matches, with a portrait, a video and awards. */
async function showcasedBroker(): Promise<number> {
  const [row] = await database.sql<{ id: string }>(
    `select a.id::text from accounts a where a.is_seller and a.is_active and a.video_url is not null and a.portrait_document_id is not null
       and exists (select 1 from broker_awards b where b.account_id = a.id) order by a.id limit 1`,
  );
  if (!row) throw new Error('the seed wrote no broker with a video and awards');
  return Number(row.id);
}

const card = (path: string) => {
  const url = `http://land.localhost:3000${path}`;
  const id = /\/api\/og\/broker\/([^/?]+)/.exec(path)?.[1] ?? '';
  return GET(new Request(url, { headers: { host: 'land.localhost:3000' } }), { params: Promise.resolve({ id }) });
};

// Awards this file adds to the shared database, removed at the end.
const added: string[] = [];
afterAll(async () => {
  if (added.length > 0) await database.sql('delete from broker_awards where id = any($1::bigint[])', [added]);
});

describe(`broker videos, awards and sharing cards on ${inject('databaseEngine')}`, () => {
  it('are seeded only for brokers, agents and auctioneers', async () => {
    const [wrong] = await database.sql<{ n: string }>(
      `select count(*)::text as n from accounts a where a.member_type in ('PropertyOwner', 'LandRetailer')
         and (a.video_url is not null or exists (select 1 from broker_awards b where b.account_id = a.id))`,
    );
    expect(wrong?.n).toBe('0');
    const [some] = await database.sql<{ videos: string; awards: string }>(
      'select (select count(*) from accounts where video_url is not null)::text as videos, (select count(*) from broker_awards)::text as awards',
    );
    expect(Number(some?.videos)).toBeGreaterThan(0);
    expect(Number(some?.awards)).toBeGreaterThan(0);
  });

  it('reads the profile with its video and its awards newest first, undated ones last', async () => {
    const id = await showcasedBroker();
    const rows = await database.sql<{ id: string }>(
      `insert into broker_awards (account_id, title, issuer, year) values ($1, 'Undated honor', null, null), ($1, 'Early honor', 'Test Association', 2010) returning id::text`,
      [id],
    );
    added.push(...rows.map((row) => row.id));
    const profile = await getBrokerProfile(id);
    const [account] = await database.sql<{ video_url: string }>('select video_url from accounts where id = $1', [id]);
    expect(profile?.video?.url).toBe(account?.video_url);
    expect(profile?.video?.embedUrl).toMatch(/^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/);
    const awards = profile?.awards ?? [];
    const [count] = await database.sql<{ n: string }>('select count(*)::text as n from broker_awards where account_id = $1', [id]);
    expect(awards).toHaveLength(Number(count?.n));
    const years = awards.map((award) => award.year);
    expect(years.at(-1)).toBeNull();
    expect(years.at(-2)).toBe(2010);
    const dated = years.filter((year): year is number => year !== null);
    expect(dated).toEqual([...dated].sort((a, b) => b - a));
  });

  it('a profile without either reads none', async () => {
    const [row] = await database.sql<{ id: string }>(
      "select id::text from accounts a where is_seller and video_url is null and not exists (select 1 from broker_awards b where b.account_id = a.id) order by id limit 1",
    );
    const profile = await getBrokerProfile(Number(row?.id));
    expect(profile).toMatchObject({ video: null, awards: [] });
  });

  it('shares a 1200x630 PNG card from the URL in the profile\'s metadata, cached a week under its version', async () => {
    const profile = await getBrokerProfile(await showcasedBroker());
    if (!profile) throw new Error('no profile');
    const brand = siteBrand('land');
    if (!brand) throw new Error('no land brand');
    const metadata = brokerProfileMetadata(brand, profile, 'Land broker');
    const images = [metadata.openGraph?.images].flat();
    expect(images).toEqual([expect.objectContaining({ url: expect.stringMatching(new RegExp(`${brokerOgImagePath(profile).replace(/[?]/g, '\\?')}$`)), width: 1200, height: 630 })]);
    const response = await card(brokerOgImagePath(profile));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800, s-maxage=604800, stale-while-revalidate=86400');
    const png = Buffer.from(await response.arrayBuffer());
    if (process.env.OG_PREVIEW) await sharp(png).toFile(process.env.OG_PREVIEW);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  }, 30_000);

  it('answers 404 for an id no seller has, never a 500', async () => {
    const [prospect] = await database.sql<{ id: string }>('select id::text from accounts where not is_seller order by id limit 1');
    for (const id of ['2000000000', prospect?.id ?? '2000000001', 'abc', '0', '99999999999999999999']) {
      expect((await card(`/api/og/broker/${id}`)).status, id).toBe(404);
    }
  });
});
