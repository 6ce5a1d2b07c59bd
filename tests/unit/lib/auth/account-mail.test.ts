import { describe, expect, it } from 'vitest';
import { resetPasswordMail, welcomeMail } from '@/lib/auth/account-mail';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';

// The account mails say how long their link works in plain English: "within an hour", "within 72 hours".

const target = { brand: siteBrand('land') as SiteBrand, origin: 'https://acrewise.example', email: 'dana@example.com', name: 'Dana Buyer' };

describe('account mails', () => {
  it('say "within an hour" for one hour and "within N hours" for more', () => {
    expect(resetPasswordMail(target, 'https://acrewise.example/reset/x/', 1).text).toContain('open this link within an hour:');
    expect(resetPasswordMail(target, 'https://acrewise.example/reset/x/', 2).text).toContain('open this link within 2 hours:');
    expect(welcomeMail(target, 'https://acrewise.example/confirm/x/', 72).text).toContain('Open this link within 72 hours to confirm');
    expect(resetPasswordMail(target, 'https://acrewise.example/reset/x/', 1).text).not.toMatch(/\b1 hours\b/);
  });
});
