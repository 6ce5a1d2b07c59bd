import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashedEmail } from '@/lib/analytics/hashed-email';

describe('hashed email for analytics (SPEC §7)', () => {
  it('is the SHA-256 hex of the trimmed, lowercased address', async () => {
    expect(await hashedEmail('  Buyer@Example.com ')).toBe(createHash('sha256').update('buyer@example.com').digest('hex'));
    expect(await hashedEmail('buyer@example.com')).toHaveLength(64);
  });
});
