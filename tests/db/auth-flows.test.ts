import { beforeAll, describe, expect, it } from 'vitest';
import { resetAuth } from '@/lib/auth/auth';
import { reloadEnv } from '@/lib/env';
import { siteBrand } from '@/lib/brand/registry';
import { changePassword, confirmEmail, issueLoginToken, logIn, logInWithToken, logOut, mailLoginLink, requestPasswordReset, resetPassword, signUp } from '@/lib/auth/credentials';
import { readSession } from '@/lib/auth/session';
import { readOutbox } from '@/lib/mail';
import { deliverMailWithoutQueue, useTestDatabase } from './helpers';

const database = useTestDatabase();
// Mail goes straight to the outbox, which these tests read (a worker of another file may have made the queue).
beforeAll(() => deliverMailWithoutQueue(database.sql));
const brand = siteBrand('land')!;
const context = () => ({ brand, origin: 'http://land.localhost:3000' });
const email = () => `flow.${Math.random().toString(36).slice(2)}@example.com`;

/** The request headers a browser would send back with the cookies of `setCookies`. */
function cookieHeaders(setCookies: readonly string[]): Headers {
  return new Headers({ cookie: setCookies.map((c) => c.split(';')[0]).join('; ') });
}

async function mailTo(address: string) {
  const mails = await readOutbox(200);
  return mails.filter((m) => m.to === address);
}

describe('account flows on the auth library', () => {
  it('signs up without logging in and mails a link that confirms the address, keeping the password', async () => {
    const address = email();
    await signUp(context(), new Headers(), { name: 'Pat Flow', email: address, password: 'plains2026', phone: null, phoneType: null, seller: false, newsletter: true });
    const [row] = await database.sql<{ id: string; email_verified: boolean; account_type: number; newsletter: boolean }>('select id, email_verified, account_type, newsletter from users where email = $1', [address]);
    expect(row).toMatchObject({ email_verified: false, account_type: 1, newsletter: true });
    const [welcome] = await mailTo(address);
    const token = /\/api\/account\/confirm-email\/(\S+)/.exec(welcome!.text)![1]!;
    expect(await confirmEmail(`${token}x`)).toBe(false);
    expect(await confirmEmail(token)).toBe(true);
    const [verified] = await database.sql<{ email_verified: boolean }>('select email_verified from users where email = $1', [address]);
    expect(verified!.email_verified).toBe(true);
    expect((await logIn(new Headers(), address, 'plains2026')).ok).toBe(true);
  });

  it('mails login links to confirmed users only; a link logs in once and keeps the password', async () => {
    const address = email();
    await signUp(context(), new Headers(), { name: 'Pat Link', email: address, password: 'plains2026', phone: null, phoneType: null, seller: false, newsletter: false });
    expect(await issueLoginToken(context(), address)).toBeNull();
    await mailLoginLink(context(), address);
    expect((await mailTo(address)).some((m) => m.subject.includes('login link'))).toBe(false);
    await database.sql('update users set email_verified = true where email = $1', [address]);
    await mailLoginLink(context(), address);
    const link = (await mailTo(address)).find((m) => m.subject.includes('login link'));
    const token = new URL(/http\S+/.exec(link!.text)![0]).searchParams.get('logintoken')!;
    const first = await logInWithToken(new Headers(), token);
    expect(first.ok).toBe(true);
    expect((await readSession(cookieHeaders(first.ok ? first.cookies : [])))).not.toBeNull();
    expect((await logInWithToken(new Headers(), token)).ok).toBe(false);
    expect((await logIn(new Headers(), address, 'plains2026')).ok).toBe(true);
  });

  it('answers a taken address the same way and mails its owner instead', async () => {
    const address = email();
    const form = { name: 'Pat Twice', email: address, password: 'plains2026', phone: null, phoneType: null, seller: true, newsletter: false };
    await signUp(context(), new Headers(), form);
    // Minutes later it is the same person again: the welcome mail answers it, no notice follows.
    await signUp(context(), new Headers(), { ...form, password: 'other2026x' });
    expect((await mailTo(address)).map((m) => m.subject)).toEqual([expect.stringContaining('confirm your email')]);
    // An account older than REPEAT_SIGN_UP_SECONDS: its owner hears that someone tried.
    await database.sql("update users set created_at = now() - interval '1 hour' where email = $1", [address]);
    await signUp(context(), new Headers(), { ...form, password: 'other2026x' });
    const mails = await mailTo(address);
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringContaining('confirm your email'), expect.stringContaining('tried to sign up')]));
    expect(mails).toHaveLength(2);
    expect(await database.sql('select 1 from users where email = $1', [address])).toHaveLength(1);
  });

  it('logs in with argon2id, rotates the session and revokes it on logout', async () => {
    const address = email();
    await signUp(context(), new Headers(), { name: 'Pat Login', email: address, password: 'plains2026', phone: null, phoneType: null, seller: false, newsletter: false });
    expect((await logIn(new Headers(), address, 'wrong-2026')).ok).toBe(false);
    expect((await logIn(new Headers(), `no.${address}`, 'plains2026')).ok).toBe(false);
    const first = await logIn(new Headers(), address, 'plains2026');
    if (!first.ok) throw new Error('login failed');
    const firstHeaders = cookieHeaders(first.cookies);
    expect(await readSession(firstHeaders)).not.toBeNull();
    const second = await logIn(firstHeaders, address, 'plains2026');
    if (!second.ok) throw new Error('second login failed');
    expect(await readSession(firstHeaders)).toBeNull();
    const secondHeaders = cookieHeaders(second.cookies);
    expect(await readSession(secondHeaders)).not.toBeNull();
    await logOut(secondHeaders);
    expect(await readSession(secondHeaders)).toBeNull();
    const [credential] = await database.sql<{ password: string }>("select c.password from auth_credentials c join users u on u.id = c.user_id where u.email = $1", [address]);
    expect(credential!.password).toMatch(/^\$argon2id\$/);
  });

  it('ends a session at its expiry', async () => {
    const address = email();
    await signUp(context(), new Headers(), { name: 'Pat Expiry', email: address, password: 'plains2026', phone: null, phoneType: null, seller: false, newsletter: false });
    const login = await logIn(new Headers(), address, 'plains2026');
    if (!login.ok) throw new Error('login failed');
    const session = await readSession(cookieHeaders(login.cookies));
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    await database.sql("update auth_sessions set expires_at = now() - interval '1 second' where token = $1", [session!.sessionToken]);
    expect(await readSession(cookieHeaders(login.cookies))).toBeNull();
  });

  it('resets a password with a single-use mailed token and ends every session', async () => {
    const address = email();
    await signUp(context(), new Headers(), { name: 'Pat Reset', email: address, password: 'plains2026', phone: null, phoneType: null, seller: false, newsletter: false });
    const login = await logIn(new Headers(), address, 'plains2026');
    if (!login.ok) throw new Error('login failed');
    await requestPasswordReset(context(), address);
    await requestPasswordReset(context(), `nobody.${address}`);
    const reset = (await mailTo(address)).find((m) => m.subject.includes('reset'));
    const token = /\/reset\/([A-Za-z0-9_-]+)/.exec(reset!.text)![1]!;
    expect((await resetPassword(token, 'prairie2027')).ok).toBe(true);
    expect((await resetPassword(token, 'prairie2028')).ok).toBe(false);
    expect(await readSession(cookieHeaders(login.cookies))).toBeNull();
    expect((await logIn(new Headers(), address, 'plains2026')).ok).toBe(false);
    expect((await logIn(new Headers(), address, 'prairie2027')).ok).toBe(true);
    const [stored] = await database.sql<{ identifier: string }>('select identifier from auth_verifications order by id desc limit 1');
    expect(stored?.identifier ?? '').not.toContain(token);
  });

  it('refuses a reset link past its hour, and says nothing about the account', async () => {
    const address = email();
    await signUp(context(), new Headers(), { name: 'Pat Late', email: address, password: 'plains2026', phone: null, phoneType: null, seller: false, newsletter: false });
    await requestPasswordReset(context(), address);
    const reset = (await mailTo(address)).find((m) => m.subject.includes('reset'));
    const token = /\/reset\/([A-Za-z0-9_-]+)/.exec(reset!.text)![1]!;
    const [row] = await database.sql<{ expires_at: Date }>("select expires_at from auth_verifications where value <> '' order by id desc limit 1");
    expect(row!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
    await database.sql("update auth_verifications set expires_at = now() - interval '1 second' where id = (select max(id) from auth_verifications)");
    expect((await resetPassword(token, 'prairie2027')).ok).toBe(false);
    expect((await logIn(new Headers(), address, 'plains2026')).ok).toBe(true);
  });

  it('changes the password: the current one is required, other sessions end, this one is renewed', async () => {
    const address = email();
    await signUp(context(), new Headers(), { name: 'Pat Change', email: address, password: 'plains2026', phone: null, phoneType: null, seller: false, newsletter: false });
    const a = await logIn(new Headers(), address, 'plains2026');
    const b = await logIn(new Headers(), address, 'plains2026');
    if (!a.ok || !b.ok) throw new Error('login failed');
    expect((await changePassword(context(), cookieHeaders(a.cookies), 'not-it-2026', 'meadow2027')).ok).toBe(false);
    const changed = await changePassword(context(), cookieHeaders(a.cookies), 'plains2026', 'meadow2027');
    if (!changed.ok) throw new Error('change failed');
    expect(await readSession(cookieHeaders(b.cookies))).toBeNull();
    expect(await readSession(cookieHeaders(a.cookies))).toBeNull();
    expect(await readSession(cookieHeaders(changed.cookies))).not.toBeNull();
    expect((await mailTo(address)).some((m) => m.subject.includes('password was changed'))).toBe(true);
  });

  it('issues login tokens only for existing, confirmed users', async () => {
    const address = email();
    await signUp(context(), new Headers(), { name: 'Pat Token', email: address, password: 'plains2026', phone: null, phoneType: null, seller: false, newsletter: false });
    await database.sql('update users set email_verified = true where email = $1', [address]);
    const token = await issueLoginToken(context(), address);
    expect((await logInWithToken(new Headers(), token!)).ok).toBe(true);
    expect(await issueLoginToken(context(), `stranger.${address}`)).toBeNull();
  });
});

describe('production cookies', () => {
  it('are Secure with the __Secure- prefix, and production refuses to run without AUTH_SECRET', async () => {
    const address = email();
    await signUp(context(), new Headers(), { name: 'Pat Secure', email: address, password: 'plains2026', phone: null, phoneType: null, seller: false, newsletter: false });
    const saved = { APP_ENV: process.env.APP_ENV, AUTH_SECRET: process.env.AUTH_SECRET };
    try {
      process.env.APP_ENV = 'production';
      delete process.env.AUTH_SECRET;
      reloadEnv();
      resetAuth();
      await expect(logIn(new Headers(), address, 'plains2026')).rejects.toThrow(/AUTH_SECRET/);
      process.env.AUTH_SECRET = 'a-production-secret-of-forty-characters!';
      reloadEnv();
      resetAuth();
      const login = await logIn(new Headers(), address, 'plains2026');
      if (!login.ok) throw new Error('login failed');
      expect(login.cookies[0]).toMatch(/^__Secure-acrewise\.session_token=/);
      expect(login.cookies[0]).toMatch(/; Secure/i);
      expect(login.cookies[0]).toMatch(/HttpOnly/i);
      expect(login.cookies[0]).toMatch(/SameSite=Lax/i);
    } finally {
      process.env.APP_ENV = saved.APP_ENV;
      if (saved.AUTH_SECRET === undefined) delete process.env.AUTH_SECRET;
      else process.env.AUTH_SECRET = saved.AUTH_SECRET;
      reloadEnv();
      resetAuth();
    }
  });
});
