import { createHash } from 'node:crypto';

/** SPEC §7: the user's email for analytics, SHA-256 of the trimmed lower-case address (hex). */
export function hashedEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
