import { emailMailRoute } from '@/lib/accounts/email-mail-route';

/** Forgot password: mails a single-use /reset/{key} link when the address has an account; answers alike, in the same time, either way. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = emailMailRoute('password-reset');
