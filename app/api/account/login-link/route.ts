import { emailMailRoute } from '@/lib/accounts/email-mail-route';

/** "Email me a login link": a single-use `?logintoken=` link (SPEC §4 token login) for a confirmed account; answers alike, in the same time, either way. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = emailMailRoute('login-link');
