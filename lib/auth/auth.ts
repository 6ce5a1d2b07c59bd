import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins';
import { db } from '@/lib/db/client';
import { authCredentials, authSessions, authVerifications, users } from '@/lib/db/schema';
import { isDemoMode } from '@/lib/env';
import { safeForConsole } from '@/lib/http/safe-for-console';
import { errorSummary } from '@/lib/http/error-summary';
import { hrefFor } from '@/lib/navigation';
import { absolute, existingAccountMail, resetPasswordMail, sendAccountMail, welcomeMail } from './account-mail';
import { authContext } from './auth-context';
import { authSecret } from './auth-secret';
import { hashPassword, verifyPassword } from './password-hash';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';

// Credentials, database sessions and single-use tokens on better-auth with its Drizzle adapter, mapped
// onto our tables (users, auth_sessions, auth_credentials, auth_verifications). Its HTTP handler is not
// mounted: our route handlers (app/api/account/*, app/api/authenticate/*) call `auth().api` after their
// own checks (brand, origin, body size, zod, the shared rate limiter), so every answer has our shape and
// messages (docs/accounts.md).

/** Sessions last 30 days and are extended (at most once a day) while used. */
export const SESSION_DAYS = 30;
/** A password-reset link works once, within an hour. */
export const RESET_TOKEN_SECONDS = 60 * 60;
/** A login link (asked for on the login form) works once, within 15 minutes. */
export const LOGIN_TOKEN_SECONDS = 15 * 60;
/** A sign-up confirmation link works for three days. */
export const CONFIRM_TOKEN_SECONDS = 72 * 60 * 60;
/**
 * A sign-up for an address whose account is younger than this is the same person again (a double
 * click, a retry): the welcome mail just sent answers it, and no "someone tried to sign up" notice follows.
 */
export const REPEAT_SIGN_UP_SECONDS = 10 * 60;
/** The session cookie is `<prefix>.session_token` (`__Secure-` first in production). */
export const COOKIE_PREFIX = 'acrewise';

function createAuth() {
  return betterAuth({
    appName: 'Acrewise',
    secret: authSecret(),
    // Links in mails are built by our callbacks on the visitor's brand origin; this is only the library's default.
    baseURL: 'http://localhost:3000',
    database: drizzleAdapter(db(), {
      provider: 'pg',
      schema: { user: users, session: authSessions, account: authCredentials, verification: authVerifications },
    }),
    telemetry: { enabled: false },
    // Its warnings name flows ("Invalid password"); errors still reach the log, summarised without the
    // values of a failed query (lib/http/error-summary.ts), never a token, password or address.
    logger: {
      level: 'error',
      log: (level, message, ...args) => {
        if (level === 'error') console.error(`auth: ${safeForConsole(message)}`, ...args.map(errorSummary));
      },
    },
    // Limits are ours (lib/rate-limit, stored in PostgreSQL), taken per IP and per email before the library runs.
    rateLimit: { enabled: false },
    user: {
      fields: { name: 'contactName' },
      additionalFields: {
        phone: { type: 'string', required: false },
        phoneType: { type: 'string', required: false },
        accountType: { type: 'number', required: true },
        newsletter: { type: 'boolean', required: false, defaultValue: false },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    verification: { storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      // Sign-up answers the same for a new and a taken address: the account is confirmed from the mailed link.
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(password, hash) },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const { brand, origin } = authContext();
        const url = absolute(origin, hrefFor(brand, { kind: 'reset', key: token }));
        await sendAccountMail(resetPasswordMail({ brand, origin, email: user.email, name: user.name }, url, RESET_TOKEN_SECONDS / 3600));
      },
      async onExistingUserSignUp({ user }) {
        if (Date.now() - new Date(user.createdAt).getTime() < REPEAT_SIGN_UP_SECONDS * 1000) return;
        const { brand, origin } = authContext();
        await sendAccountMail(existingAccountMail({ brand, origin, email: user.email, name: user.name }));
      },
    },
    // The sign-up mail confirms the address (a signed link, /api/account/confirm-email/{token}); it does
    // not log in. A login link spent on an unconfirmed account would make the library delete its password
    // (its defence against accounts made in someone else's name), so login links go to confirmed users only.
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: CONFIRM_TOKEN_SECONDS,
      async sendVerificationEmail({ user, token }) {
        const context = authContext();
        const url = absolute(context.origin, `/api/account/confirm-email/${encodeURIComponent(token)}`);
        await sendAccountMail(welcomeMail({ brand: context.brand, origin: context.origin, email: user.email, name: user.name }, url, CONFIRM_TOKEN_SECONDS / 3600));
      },
    },
    plugins: [
      // Token login (SPEC §7 loginviatoken): a single-use token; never creates accounts.
      magicLink({
        expiresIn: LOGIN_TOKEN_SECONDS,
        // Hashed at rest by `verification.storeIdentifier` like every other token.
        disableSignUp: true,
        async sendMagicLink({ token }) {
          authContext().capturedToken = token;
        },
      }),
    ],
    advanced: {
      database: { generateId: 'serial' },
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: !isDemoMode(),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Auth | undefined;

/** The one auth instance of this process (made on first use, after env and database are known). */
export function auth(): Auth {
  instance ??= createAuth();
  return instance;
}

/** Forgets the instance (tests that switch databases). */
export function resetAuth(): void {
  instance = undefined;
}

/**
 * A fresh login token for `email`, made by the magic-link plugin and handed back instead of mailed;
 * null unless the address belongs to a confirmed user. Runs inside the caller's auth context.
 */
export async function issueLoginTokenInContext(email: string): Promise<string | null> {
  const context = authContext();
  const found = await auth().$context.then((c) => c.internalAdapter.findUserByEmail(email));
  if (!found?.user.emailVerified) return null;
  context.capturedToken = undefined;
  await auth().api.signInMagicLink({ body: { email }, headers: new Headers() });
  const token = context.capturedToken;
  context.capturedToken = undefined;
  if (!token) throw new Error('no login token was issued');
  return token;
}
