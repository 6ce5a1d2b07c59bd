import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import { deliverMailWithoutQueue, useTestDatabase } from './helpers';

// The privacy-rights request (docs/content-pages.md): stored for the privacy team and acknowledged by
// mail in one transaction; refused whole, with a message per field, when it does not read; never from
// another site; a trapped bot's is answered like a person's and kept nowhere.

const database = useTestDatabase();
const route = await import('@/app/api/privacy-requests/route');
let address = 60;

function send(body: unknown, headers: Record<string, string> = {}) {
  address += 1;
  return route.POST(new Request('http://rec.localhost:3000/api/privacy-requests', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { host: 'rec.localhost:3000', 'content-type': 'application/json', [PEER_HEADER]: peerStamp(`198.51.100.${address}`), ...headers },
  }), { params: Promise.resolve({}) });
}
const email = () => `privacy.${Math.random().toString(36).slice(2)}@example.com`;
const request = (over: Record<string, unknown> = {}) => ({ name: 'Dana Buyer', email: email(), requestType: 'delete', state: 'MT', details: 'My account uses this address.', website: '', ...over });
const stored = (to: string) => database.sql<{ site_id: number; name: string; request_type: string; state_abbreviation: string | null; details: string | null; status: string; ip_address: string }>(
  'select site_id, name, request_type, state_abbreviation, details, status, ip_address from privacy_requests where email = $1', [to]);
const mails = (to: string) => database.sql<{ subject: string; text: string }>('select subject, text from mail_outbox where "to" = $1', [to]);

beforeAll(() => deliverMailWithoutQueue(database.sql));

describe(`privacy requests on ${inject('databaseEngine')}`, () => {
  it('stores the request for the privacy team and mails the requester an acknowledgement with its reference', async () => {
    const body = request();
    expect((await send(body)).status).toBe(200);
    const [row] = await stored(body.email);
    expect(row).toMatchObject({ site_id: 3, name: 'Dana Buyer', request_type: 'delete', state_abbreviation: 'MT', details: 'My account uses this address.', status: 'open' });
    expect(row?.ip_address).toMatch(/^198\.51\.100\./);
    const [mail] = await mails(body.email);
    expect(mail?.subject).toMatch(/^Wildshore: we received your privacy request \(PR-\d+\)$/);
    expect(mail?.text).toContain('delete your account and the personal information linked to it');
    expect(mail?.text).toContain('within 45 days');
  });

  it.each([
    ['no name', { name: '' }, 'name'],
    ['one word for a name', { name: 'Dana' }, 'name'],
    ['a bad email', { email: 'dana@' }, 'email'],
    ['an unknown request', { requestType: 'sell-my-data' }, 'requestType'],
    ['a state that is none', { state: 'XX' }, 'state'],
    ['HTML in the details', { details: '<b>now</b>' }, 'details'],
    ['a link in the details', { details: 'see https://evil.example.com' }, 'details'],
  ])('refuses %s with a message for that field, and stores and sends nothing', async (_, over, field) => {
    const body = request(over);
    const answer = await send(body);
    expect(answer.status).toBe(422);
    expect(JSON.stringify(await answer.json())).toContain(field);
    if (typeof body.email === 'string' && body.email.includes('.')) {
      expect(await stored(body.email)).toEqual([]);
      expect(await mails(body.email)).toEqual([]);
    }
  });

  it('refuses a request from another site, and keeps a trapped one nowhere', async () => {
    const crossSite = request();
    expect((await send(crossSite, { origin: 'https://evil.example.com' })).status).toBe(403);
    expect(await stored(crossSite.email)).toEqual([]);
    const trapped = request({ website: 'https://spam.example.com' });
    expect((await send(trapped)).status).toBe(200);
    expect(await stored(trapped.email)).toEqual([]);
    expect(await mails(trapped.email)).toEqual([]);
  });
});
