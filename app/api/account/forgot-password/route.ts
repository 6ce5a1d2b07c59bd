import { emailMailRoute } from '@/lib/accounts/email-mail-route';
import { requestPasswordReset } from '@/lib/auth/credentials';

/** Forgot password: mails a single-use /reset/{key} link when the address has an account; answers alike either way. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = emailMailRoute(requestPasswordReset);
