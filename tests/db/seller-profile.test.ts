import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import * as profileRoute from '@/app/api/seller/profile/route';
import * as imagesRoute from '@/app/api/seller/uploads/profile-images/route';
import * as resizedImage from '@/app/resizedimages/[...params]/route';
import { getBrokerProfile } from '@/lib/brokers/server';
import { env } from '@/lib/env';
import { mediaStore } from '@/lib/media-store';
import { publicPagesChanged } from '@/lib/page-changes/server';
import { exifHasGps, phonePhoto, zipWithOneFile } from '../unit/lib/uploads/fixtures';
import { useTestDatabase } from './helpers';
import { call, newSeller, params } from './seller-workspace';
import { formRequest, newUserSession } from './user-session';

// The seller's profile editing (docs/seller-profile.md): the form read and saved on the seller's own
// account, refused field by field with nothing stored, the portrait and logo through the listing
// photos' pipeline, and what the public profile then shows.

// Refreshing cached pages needs a running Next server; here the call itself is what is checked.
vi.mock('@/lib/page-changes/server', () => ({ publicPagesChanged: vi.fn(async () => undefined) }));

const database = useTestDatabase();

const PROFILE_PATH = '/api/seller/profile';
const IMAGES_PATH = '/api/seller/uploads/profile-images';

const getProfile = (cookie: string) => profileRoute.GET(call(cookie, PROFILE_PATH), params());
const putProfile = (cookie: string, body: unknown) => profileRoute.PUT(call(cookie, PROFILE_PATH, 'PUT', body), params());

function imageForm(field: string, name: string, bytes: Buffer): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  return form;
}
const sendImage = (cookie: string | undefined, form: FormData) => imagesRoute.POST(formRequest('land', IMAGES_PATH, form, { cookie }), params());

interface AccountRow {
  description: string | null; license_number: string | null; office_phone: string | null; preferred_phone: string | null; website_url: string | null;
  address1: string | null; address2: string | null; city: string | null; state_id: number | null; zip: string | null;
  portrait_document_id: number | string | null; logo_document_id: number | string | null; portrait_updated_at: Date | null; updated_at: Date;
}
async function accountRow(id: number): Promise<AccountRow> {
  const [row] = await database.sql<AccountRow>(`select description, license_number, office_phone, preferred_phone, website_url, address1, address2, city,
    state_id, zip, portrait_document_id, logo_document_id, portrait_updated_at, updated_at from accounts where id = $1`, [id]);
  if (!row) throw new Error(`no account ${id}`);
  return row;
}

const documentCount = async () => (await database.sql<{ count: number }>('select count(*)::int as count from documents'))[0]?.count ?? 0;

/** Every file the media store holds for an account's profile images. */
function profileFiles(accountId: number): string[] {
  const folder = path.join(env().MEDIA_DIR, 'profiles', String(accountId));
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

/** A Texas ZIP and one of another state, from our geography. */
async function zipsForTest() {
  const [texas] = await database.sql<{ zip: string }>("select zip from zips where state_id = 48 order by zip limit 1");
  const [other] = await database.sql<{ zip: string }>("select zip from zips where state_id = 40 order by zip limit 1");
  if (!texas || !other) throw new Error('no zips in the test database');
  return { texas: texas.zip, oklahoma: other.zip };
}

const whole = (zip: string) => ({
  description: 'Ranch and hunting land across the Hill Country.\n\nI walk every property before it is listed.',
  licenseNumber: 'TX-0451234',
  officePhone: '(325) 247-4100',
  preferredPhone: '325.247.4199',
  websiteUrl: 'www.llano-land.example.com',
  address1: '101 Main St',
  address2: 'Suite 2',
  city: 'Llano',
  stateId: 48,
  zip,
});

beforeEach(() => vi.mocked(publicPagesChanged).mockClear());

describe(`seller profile on ${inject('databaseEngine')}`, () => {
  it('reads the seller\'s own profile, saves the form, answers the saved profile and shows it on the public profile', async () => {
    const { cookie, accountId } = await newSeller();
    const first = await getProfile(cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const { data: empty } = await first.json();
    expect(empty).toMatchObject({
      accountId, name: 'Pat Pages', portrait: null, logo: null, profileHref: `/member/pat-pages/${accountId}/`,
      values: { description: '', officePhone: '', websiteUrl: '', stateId: null, zip: '' },
    });

    const { texas } = await zipsForTest();
    const saved = await putProfile(cookie, whole(texas));
    expect(saved.status).toBe(200);
    const { data } = await saved.json();
    // Trimmed, and the website with its scheme: what is stored is what the answer says.
    expect(data.values).toEqual({ ...whole(texas), websiteUrl: 'https://www.llano-land.example.com' });
    expect((await (await getProfile(cookie)).json()).data).toEqual(data);
    expect(await accountRow(accountId)).toMatchObject({
      description: whole(texas).description, license_number: 'TX-0451234', office_phone: '(325) 247-4100', preferred_phone: '325.247.4199',
      website_url: 'https://www.llano-land.example.com', address1: '101 Main St', address2: 'Suite 2', city: 'Llano', state_id: 48, zip: texas,
    });
    expect(publicPagesChanged).toHaveBeenCalledTimes(1);

    const shown = await getBrokerProfile(accountId);
    expect(shown).toMatchObject({
      description: whole(texas).description, licenseNumber: 'TX-0451234', officePhone: '(325) 247-4100', preferredPhone: '325.247.4199',
      phone: '325.247.4199', websiteUrl: 'https://www.llano-land.example.com', address1: '101 Main St', address2: 'Suite 2', city: 'Llano',
      stateAbbreviation: 'TX', zip: texas,
    });

    // Emptied fields are stored as none; the state stays required.
    const cleared = await putProfile(cookie, { stateId: 48 });
    expect(cleared.status).toBe(200);
    expect(await accountRow(accountId)).toMatchObject({ description: null, office_phone: null, website_url: null, zip: null, state_id: 48 });
  });

  it('refuses a bad phone, website, ZIP or state and a description over 4,000 characters with SPEC §5 messages per field, storing nothing', async () => {
    const { cookie, accountId } = await newSeller();
    const { texas, oklahoma } = await zipsForTest();
    expect((await putProfile(cookie, whole(texas))).status).toBe(200);
    vi.mocked(publicPagesChanged).mockClear();
    const before = await accountRow(accountId);

    const refused = await putProfile(cookie, {
      ...whole(texas), officePhone: '555-01', preferredPhone: 'call me', websiteUrl: 'javascript:alert(1)', description: 'a'.repeat(4_001), stateId: 99,
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).fields).toEqual({
      officePhone: 'Please enter a validly formatted phone number.',
      preferredPhone: 'Please enter a validly formatted phone number.',
      websiteUrl: 'Please check this value.',
      description: 'This value must be at most 4000 characters.',
      stateId: 'Please check this value.',
    });
    const answers = [
      await putProfile(cookie, { ...whole(texas), websiteUrl: 'ftp://files.example.com' }),
      await putProfile(cookie, { ...whole(texas), websiteUrl: 'http://localhost:3000' }),
      await putProfile(cookie, { ...whole(texas), description: 'Visit <b>our site</b>' }),
      await putProfile(cookie, { ...whole(texas), description: 'See www.llano-land.example.com for more.' }),
      await putProfile(cookie, { ...whole(texas), stateId: undefined }),
    ];
    expect(await Promise.all(answers.map(async (answer) => [answer.status, (await answer.json()).fields]))).toEqual([
      [422, { websiteUrl: 'Please check this value.' }],
      [422, { websiteUrl: 'Please check this value.' }],
      [422, { description: 'Please remove the HTML from this text.' }],
      [422, { description: 'Please remove the web address from this text.' }],
      [422, { stateId: 'This field is required.' }],
    ]);
    // The office ZIP must be one we know, in the chosen state.
    const unknownZip = await putProfile(cookie, { ...whole(texas), zip: '00000' });
    expect([unknownZip.status, (await unknownZip.json()).fields]).toEqual([422, { zip: 'We do not know that ZIP code.' }]);
    const otherState = await putProfile(cookie, { ...whole(texas), zip: oklahoma });
    expect([otherState.status, (await otherState.json()).fields]).toEqual([422, { zip: 'That ZIP code is in another state.' }]);

    expect(await accountRow(accountId)).toEqual(before);
    expect(publicPagesChanged).not.toHaveBeenCalled();
  });

  it('refuses a visitor without a session (401), a buyer (403) and a write from another site (403), changing nothing', async () => {
    const { cookie, accountId } = await newSeller();
    const before = await accountRow(accountId);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#208020' } }).png().toBuffer();
    const documents = await documentCount();

    const visitor = { cookie: '' };
    expect((await getProfile(visitor.cookie)).status).toBe(401);
    expect((await putProfile(visitor.cookie, { stateId: 48 })).status).toBe(401);
    expect((await sendImage(undefined, imageForm('portrait', 'me.png', png))).status).toBe(401);

    const buyer = await newUserSession();
    const asBuyer = await putProfile(buyer.cookie, { stateId: 48 });
    expect(asBuyer.status).toBe(403);
    expect((await asBuyer.json()).errors[0]).toMatch(/Become a seller/);
    expect((await getProfile(buyer.cookie)).status).toBe(403);
    expect((await sendImage(buyer.cookie, imageForm('portrait', 'me.png', png))).status).toBe(403);

    // The seller's own cookie, sent by a page of another site.
    const same = call(cookie, PROFILE_PATH, 'PUT', { description: 'Changed from elsewhere', stateId: 48 });
    const headers = new Headers(same.headers);
    headers.set('origin', 'https://evil.example');
    headers.set('sec-fetch-site', 'cross-site');
    const crossSite = await profileRoute.PUT(new Request(same.url, { method: 'PUT', headers, body: await same.text() }), params());
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).errors).toEqual(['Requests from other sites are not accepted']);

    expect(await accountRow(accountId)).toEqual(before);
    expect(await documentCount()).toBe(documents);
    expect(publicPagesChanged).not.toHaveBeenCalled();
  });

  it('stores a portrait as an upright JPEG without EXIF or GPS, makes it the account\'s and serves it; a new one replaces it', async () => {
    const { cookie, accountId } = await newSeller();
    const phone = await phonePhoto();
    const phoneExif = (await sharp(phone).metadata()).exif;
    expect(phoneExif && exifHasGps(phoneExif)).toBe(true);
    const before = await accountRow(accountId);
    // The test media folder outlives the in-memory database, whose account ids start over each run.
    const filesBefore = profileFiles(accountId).length;

    const response = await sendImage(cookie, imageForm('portrait', 'IMG_2041.jpg', phone));
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const documentId: number = data[0].documentId;
    expect(data).toEqual([{ kind: 'portrait', documentId: expect.any(Number), src: `/resizedimages/120/120/cover/80/webp/1-${documentId}`, width: 200, height: 300 }]);
    expect(publicPagesChanged).toHaveBeenCalledTimes(1);

    const account = await accountRow(accountId);
    expect(Number(account.portrait_document_id)).toBe(documentId);
    expect(account.portrait_updated_at).not.toBeNull();
    expect(account.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    const [row] = await database.sql<{ account_id: string; content_type: string; storage_key: string }>(
      'select account_id, content_type, storage_key from documents where id = $1', [documentId]);
    expect([Number(row?.account_id), row?.content_type]).toEqual([accountId, 'image/jpeg']);
    expect(row?.storage_key).toMatch(new RegExp(`^profiles/${accountId}/portrait-[0-9a-f-]{36}\\.jpg$`));
    const stored = await mediaStore().get(row?.storage_key ?? '');
    if (!stored) throw new Error('the portrait was not stored');
    const metadata = await sharp(stored.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.orientation ?? 1]).toEqual(['jpeg', 200, 300, 1]);
    expect({ exif: metadata.exif, xmp: metadata.xmp, icc: metadata.icc }).toEqual({ exif: undefined, xmp: undefined, icc: undefined });

    // The image service serves it at the profile's size.
    const src: string = data[0].src;
    const served = await resizedImage.GET(new Request(`http://land.localhost:3000${src}`), { params: Promise.resolve({ params: src.split('/').slice(2) }) });
    expect(served.status).toBe(200);
    const servedImage = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([servedImage.format, servedImage.width, servedImage.height, servedImage.exif]).toEqual(['webp', 120, 120, undefined]);

    const profile = (await (await getProfile(cookie)).json()).data;
    expect(profile.portrait).toEqual({ documentId, src });
    expect((await getBrokerProfile(accountId))?.portraitDocumentId).toBe(documentId);

    // A logo next to it; then another portrait takes the first one's place.
    const logo = await sendImage(cookie, imageForm('logo', 'logo.png', await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer()));
    expect(logo.status).toBe(201);
    const logoId: number = (await logo.json()).data[0].documentId;
    const again = await sendImage(cookie, imageForm('portrait', 'new.jpg', await sharp({ create: { width: 80, height: 80, channels: 3, background: '#886644' } }).jpeg().toBuffer()));
    const newId: number = (await again.json()).data[0].documentId;
    expect(newId).not.toBe(documentId);
    expect([Number((await accountRow(accountId)).portrait_document_id), Number((await accountRow(accountId)).logo_document_id)]).toEqual([newId, logoId]);
    expect((await getBrokerProfile(accountId))?.logoDocumentId).toBe(logoId);
    expect(profileFiles(accountId)).toHaveLength(filesBefore + 3);
  });

  it('refuses a zip named .jpg, a file in another field and two files, storing nothing', async () => {
    const { cookie, accountId } = await newSeller();
    const before = { account: await accountRow(accountId), documents: await documentCount(), files: profileFiles(accountId) };
    const zip = zipWithOneFile('notes.txt', 'not a photo');

    const refused = await sendImage(cookie, imageForm('portrait', 'IMG_2041.jpg', zip));
    expect([refused.status, (await refused.json()).errors]).toEqual([415, ['IMG_2041.jpg: This file is not a photo. Please send JPEG, PNG, WebP, GIF or AVIF images.']]);
    const photo = await phonePhoto();
    const elsewhere = await sendImage(cookie, imageForm('photos', 'IMG_2041.jpg', photo));
    expect([elsewhere.status, (await elsewhere.json()).errors]).toEqual([400, ['Send the image in the form field "portrait" or "logo".']]);
    const two = imageForm('portrait', 'a.jpg', photo);
    two.append('logo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'b.jpg');
    const both = await sendImage(cookie, two);
    expect([both.status, (await both.json()).errors]).toEqual([413, ['Send one image at a time.']]);

    expect({ account: await accountRow(accountId), documents: await documentCount(), files: profileFiles(accountId) }).toEqual(before);
    expect(publicPagesChanged).not.toHaveBeenCalled();
  });

  it('lets an agent of a corporate office edit only its own profile, and the office only its own', async () => {
    const master = await newSeller();
    const agent = await newSeller('Agent');
    await database.sql('update accounts set account_type = 51, company_name = $2 where id = $1', [master.accountId, 'Hill Country Land Co']);
    await database.sql('update users set account_type = 51 where id = $1', [master.userId]);
    await database.sql('update accounts set account_type = 4, parent_account_id = $1 where id = $2', [master.accountId, agent.accountId]);
    await database.sql('update users set account_type = 4 where id = $1', [agent.userId]);
    const { texas } = await zipsForTest();
    const officeBefore = await accountRow(master.accountId);

    expect((await (await getProfile(agent.cookie)).json()).data.accountId).toBe(agent.accountId);
    expect((await putProfile(agent.cookie, { ...whole(texas), description: 'The agent\'s own words.' })).status).toBe(200);
    expect((await sendImage(agent.cookie, imageForm('portrait', 'agent.jpg', await phonePhoto()))).status).toBe(201);
    expect(await accountRow(master.accountId)).toEqual(officeBefore);
    expect(await accountRow(agent.accountId)).toMatchObject({ description: 'The agent\'s own words.', portrait_document_id: expect.anything() });

    const agentAfter = await accountRow(agent.accountId);
    expect((await (await getProfile(master.cookie)).json()).data.accountId).toBe(master.accountId);
    expect((await putProfile(master.cookie, { ...whole(texas), description: 'The office.' })).status).toBe(200);
    expect((await accountRow(master.accountId)).description).toBe('The office.');
    expect(await accountRow(agent.accountId)).toEqual(agentAfter);
  });
});
