import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callContext } from '@/lib/auth/call-context';
import { issueLoginToken } from '@/lib/auth/credentials';
import { KNOWN_DEVICE_COOKIE } from '@/lib/auth/known-device';
import { loginDelayMs, loginFailed } from '@/lib/auth/login-throttle';
import { siteBrand } from '@/lib/brand/server';
import { reloadEnv } from '@/lib/env';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import { emailLimitKey } from '@/lib/leads/server';
import { limitPoints } from '@/lib/rate-limit';
import { readOutbox } from '@/lib/mail';
import { deliverMailWithoutQueue, useTestDatabase } from './helpers';

const database = useTestDatabase();
// A refused login waits out LOGIN_FAILURE_FLOOR_MS (250 ms) so its timing tells nothing; these tests
// refuse dozens and check answers, not times (tests/db/account-timing.test.ts checks the floor).
beforeAll(() => {
  vi.stubEnv('LOGIN_FAILURE_FLOOR_MS', '0');
  reloadEnv();
});
afterAll(() => {
  vi.unstubAllEnvs();
  reloadEnv();
});
// Mail goes straight to the outbox, which these tests read (a worker of another file may have made the queue).
beforeAll(() => deliverMailWithoutQueue(database.sql));

const login = await import('@/app/api/account/login/route');
const logout = await import('@/app/api/account/logout/route');
const register = await import('@/app/api/account/register/route');
const forgot = await import('@/app/api/account/forgot-password/route');
const reset = await import('@/app/api/account/reset-password/route');
const change = await import('@/app/api/account/change-password/route');
const details = await import('@/app/api/account/details/route');
const favorites = await import('@/app/api/account/favorites/route');
const favorite = await import('@/app/api/account/favorites/[listingId]/route');
const searches = await import('@/app/api/account/saved-searches/route');
const search = await import('@/app/api/account/saved-searches/[id]/route');
const isLoggedIn = await import('@/app/api/authenticate/isloggedin/route');
const loginInfo = await import('@/app/api/authenticate/logininfo/[siteId]/route');
const tokenLogin = await import('@/app/api/authenticate/loginviatoken/[token]/[siteId]/route');
const confirmEmail = await import('@/app/api/account/confirm-email/[token]/route');
const loginLink = await import('@/app/api/account/login-link/route');

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let address = 0;

interface Call { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string>; params?: Record<string, string>; client?: string }

/** A request from its own client address (per-address limits never meet) on the land brand. */
function call(handler: Handler, path: string, { method = 'GET', body, cookie, headers = {}, params = {}, client }: Call = {}) {
  address += 1;
  return handler(
    new Request(`http://land.localhost:3000${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        host: 'land.localhost:3000', 'content-type': 'application/json', [PEER_HEADER]: peerStamp(client ?? `203.0.113.${address % 250}`),
        ...(cookie ? { cookie } : {}), ...headers,
      },
    }),
    { params: Promise.resolve(params) },
  );
}

const landBrand = () => {
  const brand = siteBrand('land');
  if (!brand) throw new Error('no land brand');
  return brand;
};
const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const newEmail = () => `routes.${Math.random().toString(36).slice(2)}@example.com`;
const signUpBody = (email: string, over: Record<string, unknown> = {}) => ({
  name: 'Robin Routes', email, password: 'plains2026', confirmPassword: 'plains2026', phone: '', phoneType: '', userType: 'buyer', newsletter: false, ...over,
});

/** Signs up, confirms through the mailed token link, and returns the session cookie. */
async function loggedInUser(): Promise<{ email: string; cookie: string; id: number }> {
  const email = newEmail();
  expect((await call(register.POST, '/api/account/register', { method: 'POST', body: signUpBody(email) })).status).toBe(200);
  const response = await call(login.POST, '/api/account/login', { method: 'POST', body: { email, password: 'plains2026' } });
  expect(response.status).toBe(200);
  const [row] = await database.sql<{ id: string }>('select id from users where email = $1', [email]);
  return { email, cookie: cookieOf(response), id: Number(row!.id) };
}

describe('account routes', () => {
  it('sets an httpOnly, SameSite=Lax session cookie on login and never puts a secret in the body', async () => {
    const email = newEmail();
    await call(register.POST, '/api/account/register', { method: 'POST', body: signUpBody(email) });
    const response = await call(login.POST, '/api/account/login', { method: 'POST', body: { email, password: 'plains2026' } });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^acrewise\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const text = await response.text();
    const token = cookie!.split(';')[0]!.split('=')[1]!;
    expect(text).not.toContain(decodeURIComponent(token).split('.')[0]);
    expect(text).not.toMatch(/password|argon2|session_token/i);
    expect(JSON.parse(text).data.userInfo).toMatchObject({ email, isLoggedIn: true, isSeller: false, listOfLiked: [] });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const { email } = await loggedInUser();
    const wrong = await call(login.POST, '/api/account/login', { method: 'POST', body: { email, password: 'wrong-2026' } });
    const unknown = await call(login.POST, '/api/account/login', { method: 'POST', body: { email: `x${email}`, password: 'wrong-2026' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('answers sign-up and forgot-password alike for new and registered addresses', async () => {
    const { email } = await loggedInUser();
    const again = await call(register.POST, '/api/account/register', { method: 'POST', body: signUpBody(email) });
    const fresh = await call(register.POST, '/api/account/register', { method: 'POST', body: signUpBody(newEmail()) });
    expect([again.status, await again.text()]).toEqual([fresh.status, await fresh.text()]);
    expect(again.headers.getSetCookie()).toEqual([]);
    const known = await call(forgot.POST, '/api/account/forgot-password', { method: 'POST', body: { email } });
    const unknown = await call(forgot.POST, '/api/account/forgot-password', { method: 'POST', body: { email: newEmail() } });
    expect([known.status, await known.text()]).toEqual([unknown.status, await unknown.text()]);
  });

  it('refuses a new password that breaks the policy with the SPEC §5 message', async () => {
    const response = await call(register.POST, '/api/account/register', { method: 'POST', body: signUpBody(newEmail(), { password: 'short', confirmPassword: 'short' }) });
    expect(response.status).toBe(422);
    expect((await response.json()).fields.password).toBe('The password does not meet the requirements. Please try again.');
    const digits = await call(register.POST, '/api/account/register', { method: 'POST', body: signUpBody(newEmail(), { password: '1234567890', confirmPassword: '1234567890' }) });
    expect((await digits.json()).fields.password).toBe('The password does not meet the requirements. Please try again.');
  });

  it('resets through the mailed link once, then logs in with the new password', async () => {
    const { email } = await loggedInUser();
    await call(forgot.POST, '/api/account/forgot-password', { method: 'POST', body: { email } });
    const mail = (await readOutbox(200)).find((m) => m.to === email && m.subject.includes('reset'));
    const key = /\/reset\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const body = { token: key, password: 'prairie2027', confirmPassword: 'prairie2027' };
    expect((await call(reset.POST, '/api/account/reset-password', { method: 'POST', body })).status).toBe(200);
    const reused = await call(reset.POST, '/api/account/reset-password', { method: 'POST', body });
    expect(reused.status).toBe(400);
    expect((await reused.json()).errors[0]).toContain('expired or was already used');
    expect((await call(login.POST, '/api/account/login', { method: 'POST', body: { email, password: 'prairie2027' } })).status).toBe(200);
  });

  it('logs out: the cookie is cleared and the session no longer counts', async () => {
    const { cookie } = await loggedInUser();
    expect(await (await call(isLoggedIn.GET, '/api/authenticate/isloggedin', { cookie })).json()).toBe(true);
    const out = await call(logout.POST, '/api/account/logout', { method: 'POST', cookie });
    expect(out.headers.getSetCookie().join(';')).toMatch(/session_token=;|Max-Age=0/i);
    expect(await (await call(isLoggedIn.GET, '/api/authenticate/isloggedin', { cookie })).json()).toBe(false);
  });

  it('changes the password only with the current one', async () => {
    const { cookie } = await loggedInUser();
    const wrong = await call(change.POST, '/api/account/change-password', { method: 'POST', cookie, body: { currentPassword: 'nope-2026', password: 'meadow2027', confirmPassword: 'meadow2027' } });
    expect(wrong.status).toBe(422);
    const ok = await call(change.POST, '/api/account/change-password', { method: 'POST', cookie, body: { currentPassword: 'plains2026', password: 'meadow2027', confirmPassword: 'meadow2027' } });
    expect(ok.status).toBe(200);
    expect(await (await call(isLoggedIn.GET, '/api/authenticate/isloggedin', { cookie })).json()).toBe(false);
    expect(await (await call(isLoggedIn.GET, '/api/authenticate/isloggedin', { cookie: cookieOf(ok) })).json()).toBe(true);
  });
});

describe('protected handlers without a session', () => {
  const protectedCalls: Array<[string, Handler, string, Call]> = [
    ['details GET', details.GET, '/api/account/details', {}],
    ['details PUT', details.PUT, '/api/account/details', { method: 'PUT', body: {} }],
    ['change password', change.POST, '/api/account/change-password', { method: 'POST', body: { currentPassword: 'a', password: 'b', confirmPassword: 'b' } }],
    ['favorites', favorites.GET, '/api/account/favorites', {}],
    ['like', favorite.PUT, '/api/account/favorites/1', { method: 'PUT', params: { listingId: '1' } }],
    ['unlike', favorite.DELETE, '/api/account/favorites/1', { method: 'DELETE', params: { listingId: '1' } }],
    ['saved searches', searches.GET, '/api/account/saved-searches', {}],
    ['save a search', searches.POST, '/api/account/saved-searches', { method: 'POST', body: { name: 'x', notify: 'Daily', url: '/' } }],
    ['rename a search', search.PATCH, '/api/account/saved-searches/1', { method: 'PATCH', params: { id: '1' }, body: { name: 'x' } }],
    ['delete a search', search.DELETE, '/api/account/saved-searches/1', { method: 'DELETE', params: { id: '1' } }],
  ];
  it.each(protectedCalls)('%s answers 401', async (_name, handler, path, options) => {
    expect((await call(handler, path, options)).status).toBe(401);
    expect((await call(handler, path, { ...options, cookie: 'acrewise.session_token=forged.value' })).status).toBe(401);
  });
});

describe('another user’s rows', () => {
  it('a saved search of one user is not found for another (read, rename, delete)', async () => {
    const owner = await loggedInUser();
    const other = await loggedInUser();
    const created = await call(searches.POST, '/api/account/saved-searches', { method: 'POST', cookie: owner.cookie, body: { name: 'Texas land', notify: 'Daily', url: '/texas-land-for-sale/' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()).data as { id: number };
    expect((await call(search.PATCH, `/api/account/saved-searches/${id}`, { method: 'PATCH', cookie: other.cookie, params: { id: String(id) }, body: { name: 'Mine now' } })).status).toBe(404);
    expect((await call(search.DELETE, `/api/account/saved-searches/${id}`, { method: 'DELETE', cookie: other.cookie, params: { id: String(id) } })).status).toBe(404);
    expect((await (await call(searches.GET, '/api/account/saved-searches', { cookie: other.cookie })).json()).data).toEqual([]);
    const [row] = await database.sql<{ name: string }>('select name from saved_searches where id = $1', [id]);
    expect(row!.name).toBe('Texas land');
  });

  it('likes belong to the session user only', async () => {
    const a = await loggedInUser();
    const b = await loggedInUser();
    const [listing] = await database.sql<{ id: string }>('select id::text from listings order by id limit 1');
    const id = listing!.id;
    expect((await call(favorite.PUT, `/api/account/favorites/${id}`, { method: 'PUT', cookie: a.cookie, params: { listingId: id } })).status).toBe(200);
    expect((await (await call(favorites.GET, '/api/account/favorites', { cookie: b.cookie })).json()).data).toEqual([]);
    await call(favorite.DELETE, `/api/account/favorites/${id}`, { method: 'DELETE', cookie: b.cookie, params: { listingId: id } });
    expect((await (await call(favorites.GET, '/api/account/favorites', { cookie: a.cookie })).json()).data).toEqual([Number(id)]);
    expect((await call(favorite.PUT, '/api/account/favorites/999999999', { method: 'PUT', cookie: a.cookie, params: { listingId: '999999999' } })).status).toBe(404);
  });
});

describe('SPEC §7 authenticate calls', () => {
  it('logininfo answers the login info fields with the SHA-256 hashed email', async () => {
    const { cookie, email } = await loggedInUser();
    const anonymous = await (await call(loginInfo.GET, '/api/authenticate/logininfo/1', { params: { siteId: '1' } })).json();
    expect(anonymous).toMatchObject({ isLoggedIn: false, userInfo: null, hashedEmail: null });
    const info = await (await call(loginInfo.GET, '/api/authenticate/logininfo/1', { cookie, params: { siteId: '1' } })).json();
    const expected = (await import('node:crypto')).createHash('sha256').update(email).digest('hex');
    expect(info).toMatchObject({ isLoggedIn: true, hashedEmail: expected, isAdmin: false, errors: [] });
    expect(info.userInfo.email).toBe(email);
    expect((await call(loginInfo.GET, '/api/authenticate/logininfo/2', { params: { siteId: '2' } })).status).toBe(404);
  });

  it('loginviatoken logs in once with a mailed login link and says so in SPEC words otherwise', async () => {
    const email = newEmail();
    await call(register.POST, '/api/account/register', { method: 'POST', body: signUpBody(email) });
    const welcome = (await readOutbox(200)).find((m) => m.to === email);
    const confirmToken = /\/api\/account\/confirm-email\/(\S+)/.exec(welcome!.text)![1]!;
    const confirmed = await call(confirmEmail.GET, `/api/account/confirm-email/${confirmToken}`, { params: { token: confirmToken } });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toMatch(/\/login\/\?confirmed=1$/);
    const bad = await call(confirmEmail.GET, '/api/account/confirm-email/a.b.c', { params: { token: 'a.b.c' } });
    expect(bad.headers.get('location')).toMatch(/confirmed=0$/);
    expect((await call(loginLink.POST, '/api/account/login-link', { method: 'POST', body: { email } })).status).toBe(200);
    const mail = (await readOutbox(200)).find((m) => m.to === email && m.subject.includes('login link'));
    const token = new URL(/http\S+/.exec(mail!.text)![0]).searchParams.get('logintoken')!;
    const first = await call(tokenLogin.POST, `/api/authenticate/loginviatoken/${token}/1`, { method: 'POST', params: { token, siteId: '1' } });
    const body = await first.json();
    expect(body).toMatchObject({ isLoggedIn: true, userInfo: { email } });
    expect(first.headers.getSetCookie()[0]).toMatch(/^acrewise\.session_token=/);
    const again = await call(tokenLogin.POST, `/api/authenticate/loginviatoken/${token}/1`, { method: 'POST', params: { token, siteId: '1' } });
    expect(await again.json()).toMatchObject({ isLoggedIn: false, message: 'Login via token did not succeed.' });
    const junk = await call(tokenLogin.POST, '/api/authenticate/loginviatoken/%3Cscript%3E/1', { method: 'POST', params: { token: '<script>', siteId: '1' } });
    expect(junk.status).toBe(200);
    expect(await junk.json()).toMatchObject({ isLoggedIn: false, message: 'Login via token did not succeed.' });
    const unknown = await call(loginLink.POST, '/api/account/login-link', { method: 'POST', body: { email: newEmail() } });
    expect(unknown.status).toBe(200);
  });
});

describe('hostile input', () => {
  it('answers NUL, oversize, wrong types and out-of-range ids with 4xx and stores nothing', async () => {
    const { cookie } = await loggedInUser();
    const email = newEmail();
    const nul = await call(register.POST, '/api/account/register', { method: 'POST', body: signUpBody(email, { name: 'Robin\u0000 Routes' }) });
    expect(nul.status).toBe(422);
    const huge = await call(register.POST, '/api/account/register', { method: 'POST', body: signUpBody(email, { name: 'x'.repeat(40_000) }) });
    expect(huge.status).toBe(413);
    const wrongType = await call(login.POST, '/api/account/login', { method: 'POST', body: { email, password: 'x' }, headers: { 'content-type': 'text/plain' } });
    expect(wrongType.status).toBe(415);
    const notJson = await handlerWithRawBody(login.POST, '{"email":');
    expect(notJson.status).toBe(400);
    expect((await call(register.POST, '/api/account/register', { method: 'POST', body: signUpBody(email, { userType: 'admin', newsletter: 'yes' }) })).status).toBe(422);
    expect(await database.sql('select 1 from users where email = $1', [email])).toHaveLength(0);
    for (const id of ['99999999999999999999', '-1', '1e3', '\u0000']) {
      expect((await call(favorite.PUT, `/api/account/favorites/${encodeURIComponent(id)}`, { method: 'PUT', cookie, params: { listingId: id } })).status).toBe(404);
      expect((await call(search.DELETE, `/api/account/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE', cookie, params: { id } })).status).toBe(404);
    }
    const badUrl = await call(searches.POST, '/api/account/saved-searches', { method: 'POST', cookie, body: { name: 'x', notify: 'Daily', url: '/texas-land-for-sale/?q=\u0000' } });
    expect(badUrl.status).toBeLessThan(500);
    expect((await call(searches.POST, '/api/account/saved-searches', { method: 'POST', cookie, body: { name: 'x', notify: 'Hourly', url: '/' } })).status).toBe(422);
    expect((await call(details.PUT, '/api/account/details', { method: 'PUT', cookie, body: { contactName: 'A B' } })).status).toBe(422);
  });
});

/** A POST whose body is sent exactly as given (broken JSON). */
function handlerWithRawBody(handler: Handler, raw: string) {
  return handler(
    new Request('http://land.localhost:3000/api/account/login', {
      method: 'POST', body: raw, headers: { host: 'land.localhost:3000', 'content-type': 'application/json', [PEER_HEADER]: peerStamp('203.0.113.251') },
    }),
    { params: Promise.resolve({}) },
  );
}

describe('abuse', () => {
  it('refuses a cross-site POST before it reaches the handler', async () => {
    const email = newEmail();
    const crossSite = await call(login.POST, '/api/account/login', { method: 'POST', body: { email, password: 'x' }, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await call(logout.POST, '/api/account/logout', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(otherOrigin.status).toBe(403);
    const sameOrigin = await call(logout.POST, '/api/account/logout', { method: 'POST', headers: { origin: 'http://land.localhost:3000', 'sec-fetch-site': 'same-origin' } });
    expect(sameOrigin.status).toBe(200);
  });

  it('limits logins per address', async () => {
    const client = '198.18.0.77';
    const perAddress: number[] = [];
    for (let i = 0; i < 22; i += 1) perAddress.push((await call(login.POST, '/api/account/login', { method: 'POST', client, body: { email: newEmail(), password: 'wrong-2026x' } })).status);
    expect(perAddress.filter((s) => s === 429).length).toBe(2);
  });

  it('lets no stranger lock an account: wrong passwords from many addresses slow guessing, the owner still logs in', async () => {
    vi.stubEnv('LOGIN_DELAY_BASE_MS', '2');
    reloadEnv();
    try {
      const { email } = await loggedInUser();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await call(login.POST, '/api/account/login', { method: 'POST', client: `198.18.1.${i}`, body: { email, password: `wrong-${i}-2026` } })).status);
      expect(statuses).toEqual(Array(12).fill(401));
      // Past five failures an attempt from a browser the account never used waits (2 ms doubling here, 1 s in production).
      const started = performance.now();
      const owner = await call(login.POST, '/api/account/login', { method: 'POST', client: '198.18.2.1', body: { email, password: 'plains2026' } });
      expect(owner.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(loginDelayMs(12, 2) - 5);
    } finally {
      vi.stubEnv('LOGIN_DELAY_BASE_MS', undefined);
      reloadEnv();
    }
  });

  it('caps guessing per email for unknown browsers only: the owner’s known browser and a login link still log in', async () => {
    const { email } = await loggedInUser();
    const known = await call(login.POST, '/api/account/login', { method: 'POST', client: '198.18.3.1', body: { email, password: 'plains2026' } });
    const device = known.headers.getSetCookie().find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))?.split(';')[0];
    expect(device).toBeDefined();
    for (let i = 0; i < limitPoints('loginFailuresPerEmail'); i += 1) await loginFailed(emailLimitKey(email));
    const stranger = await call(login.POST, '/api/account/login', { method: 'POST', client: '198.18.3.2', body: { email, password: 'plains2026' } });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
    const owner = await call(login.POST, '/api/account/login', { method: 'POST', client: '198.18.3.3', cookie: device, body: { email, password: 'plains2026' } });
    expect(owner.status).toBe(200);
    // A known-device note for another account does not count for this one.
    const other = await loggedInUser();
    const otherDevice = (await call(login.POST, '/api/account/login', { method: 'POST', client: '198.18.3.4', body: { email: other.email, password: 'plains2026' } }))
      .headers.getSetCookie().find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))?.split(';')[0];
    expect((await call(login.POST, '/api/account/login', { method: 'POST', client: '198.18.3.5', cookie: otherDevice, body: { email, password: 'plains2026' } })).status).toBe(429);
    // The mailed login link (for a confirmed address) does not go through the password gate.
    await database.sql('update users set email_verified = true where email = $1', [email]);
    const token = await issueLoginToken(callContext(landBrand(), new Request('http://land.localhost:3000/')), email);
    expect(token).not.toBeNull();
    const viaLink = await call(tokenLogin.POST, `/api/authenticate/loginviatoken/${token}/1`, { method: 'POST', client: '198.18.3.6', params: { token: token ?? '', siteId: '1' } });
    expect(((await viaLink.json()) as { isLoggedIn: boolean }).isLoggedIn).toBe(true);
  });

  it('limits sign-ups and reset mails per email', async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call(forgot.POST, '/api/account/forgot-password', { method: 'POST', body: { email } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const signUps: number[] = [];
    for (let i = 0; i < 4; i += 1) signUps.push((await call(register.POST, '/api/account/register', { method: 'POST', body: signUpBody(email) })).status);
    expect(signUps).toEqual([200, 200, 200, 429]);
  });
});

describe('creates under concurrency', () => {
  it('three sign-ups at once for one new address get one answer, one account and one mail; the log names nobody', async () => {
    const email = newEmail();
    const name = 'Casey Doubleclick';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const responses = await Promise.all([0, 1, 2].map(() => call(register.POST, '/api/account/register', { method: 'POST', body: signUpBody(email, { name }) })));
      const answers = await Promise.all(responses.map(async (r) => `${r.status} ${await r.text()}`));
      expect(new Set(answers).size).toBe(1);
      expect(responses[0]?.status).toBe(200);
      const printed = logged.mock.calls.flat().map(String).join('\n');
      expect(printed).not.toContain(email);
      expect(printed).not.toContain(name);
    } finally {
      logged.mockRestore();
    }
    expect(await database.sql('select id from users where email = $1', [email])).toHaveLength(1);
    expect((await readOutbox(100)).filter((m) => m.to === email)).toHaveLength(1);
  });
});
