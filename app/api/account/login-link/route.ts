import { emailMailRoute } from '@/lib/accounts/email-mail-route';
import { mailLoginLink } from '@/lib/auth/credentials';

/** "Email me a login link": a single-use `?logintoken=` link (SPEC §4 token login) for a confirmed account; answers alike either way. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = emailMailRoute(mailLoginLink);
